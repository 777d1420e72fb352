import { Monitor, Moon, Sun } from '#web/components/icons.tsx';
import { useId } from 'react';
import { setThemeChoice, useThemeChoice, type ThemeChoice } from '#web/lib/theme.ts';

const OPTIONS: { value: ThemeChoice; label: string; Icon: typeof Sun }[] = [
  { value: 'system', label: 'System', Icon: Monitor },
  { value: 'light', label: 'Light', Icon: Sun },
  { value: 'dark', label: 'Dark', Icon: Moon },
];

const LABEL_CLASS =
  'flex cursor-pointer items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground transition-colors hover:text-foreground has-[:checked]:bg-background has-[:checked]:text-foreground has-[:checked]:shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-ring';

/**
 * System / Light / Dark as one segmented control. Native radio buttons underneath, so the
 * arrow keys, the tab order and what a screen reader announces ("Theme, Dark, radio button,
 * 3 of 3") come for free. `compact` (site header) shows icons only from md up, where the bar
 * is tight; in the small-screen menu it spans the panel with its labels. The names stay in
 * the accessible labels and the tooltips either way. Classes are joined, not merged (it is in
 * the site header's first paint, ADR 050): `className` must not set display, which `compact`
 * decides (full width in the small-screen menu, inline from md up).
 */
export function ThemeSwitch({
  compact = false,
  className,
}: {
  compact?: boolean;
  className?: string;
}) {
  const choice = useThemeChoice();
  const name = useId();
  return (
    <fieldset
      className={`${compact ? 'flex md:inline-flex' : 'inline-flex'} rounded-lg border border-border bg-muted/60 p-0.5${className ? ` ${className}` : ''}`}
    >
      <legend className="sr-only">Theme</legend>
      {OPTIONS.map(({ value, label, Icon }) => (
        <label
          key={value}
          title={compact ? label : undefined}
          className={`${LABEL_CLASS} ${compact ? 'h-8 flex-1 justify-center px-3 md:size-8 md:flex-none md:px-0' : 'h-8 px-3'}`}
        >
          <input
            type="radio"
            name={name}
            value={value}
            checked={choice === value}
            onChange={() => setThemeChoice(value)}
            className="sr-only"
          />
          <Icon aria-hidden="true" className="size-4" />
          <span className={compact ? 'md:sr-only' : undefined}>{label}</span>
        </label>
      ))}
    </fieldset>
  );
}
