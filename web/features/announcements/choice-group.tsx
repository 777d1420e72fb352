import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '#web/lib/cn.ts';

export interface Choice {
  value: string;
  label: string;
  /** Not in the user's plan: shown, disabled, marked Pro (never hidden). */
  locked?: boolean;
}

/**
 * Native radios styled as cards: arrow keys move between them, and a locked choice stays
 * visible, tagged Pro, so people can see what Pro adds. The tag sits on the card's corner,
 * not beside the label, so a label keeps the card's width and wraps to two lines at most.
 * `segmented` cards have no radio dot and centre their label (the checked one is ringed):
 * three fit side by side in the form's column.
 */
export function ChoiceGroup({
  legend,
  aside,
  choices,
  registration,
  disabled = false,
  columns = 'sm:grid-cols-3',
  variant = 'list',
  inline = false,
}: {
  legend: string;
  /** Shown at the end of the legend's line, hidden from screen readers. */
  aside?: ReactNode;
  choices: Choice[];
  registration: UseFormRegisterReturn;
  disabled?: boolean;
  columns?: string;
  variant?: 'list' | 'segmented';
  /** The legend on the same line as the choices (short groups). */
  inline?: boolean;
}) {
  const segmented = variant === 'segmented';
  return (
    <fieldset
      disabled={disabled}
      // A floated legend is an ordinary box, so it can share the choices' line.
      className={cn(inline ? 'flex items-center gap-3' : 'grid gap-2')}
    >
      <legend
        className={cn(
          'flex w-full items-baseline justify-between gap-2 text-sm leading-none font-medium',
          inline ? 'float-left w-auto' : 'mb-2',
        )}
      >
        {legend}
        {aside ? (
          <span aria-hidden="true" className="text-xs font-normal text-muted-foreground">
            {aside}
          </span>
        ) : null}
      </legend>
      <div className={cn('grid flex-1 grid-cols-1 gap-x-2 gap-y-3', columns)}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              'relative flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border bg-card px-3 py-1.5 text-sm leading-tight font-medium transition-colors select-none',
              'hover:border-primary/50 has-checked:border-primary has-checked:bg-secondary has-checked:text-secondary-foreground',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
              // Disabled by the plan (locked) or for every choice while the plan is unknown
              // (the fieldset): either way it must look it.
              'has-disabled:cursor-not-allowed has-disabled:border-dashed has-disabled:bg-muted/60 has-disabled:text-muted-foreground has-disabled:hover:border-border',
              segmented &&
                'justify-center px-2 text-center has-checked:ring-1 has-checked:ring-primary',
            )}
          >
            <input
              type="radio"
              value={choice.value}
              disabled={choice.locked}
              className="peer sr-only"
              {...registration}
            />
            {segmented ? null : (
              <span
                aria-hidden="true"
                className="inline-flex size-4 shrink-0 items-center justify-center rounded-full border border-input peer-checked:border-primary peer-checked:bg-primary peer-checked:shadow-[inset_0_0_0_3px_var(--card)] peer-disabled:opacity-60"
              />
            )}
            <span className={cn('min-w-0', !segmented && 'flex-1')}>{choice.label}</span>
            {choice.locked ? (
              <>
                <span
                  aria-hidden="true"
                  className="absolute -top-2 right-2 inline-flex items-center gap-0.5 rounded-full bg-accent px-1.5 text-[0.625rem] leading-4 font-semibold text-accent-foreground uppercase"
                >
                  <Lock className="size-2.5" />
                  Pro
                </span>
                <span className="sr-only">, Pro plan only</span>
              </>
            ) : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
