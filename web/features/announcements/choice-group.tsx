import { Lock } from 'lucide-react';
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
 * visible with a lock so people can see what Pro adds.
 */
export function ChoiceGroup({
  legend,
  choices,
  registration,
  disabled = false,
  columns = 'sm:grid-cols-3',
  size = 'default',
}: {
  legend: string;
  choices: Choice[];
  registration: UseFormRegisterReturn;
  disabled?: boolean;
  columns?: string;
  size?: 'default' | 'compact';
}) {
  return (
    <fieldset disabled={disabled} className="grid gap-2">
      <legend className="mb-2 text-sm leading-none font-medium">{legend}</legend>
      <div className={cn('grid grid-cols-1 gap-2', columns)}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              'relative flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border bg-card px-3 text-sm font-medium transition-colors select-none',
              'hover:border-primary/50 has-checked:border-primary has-checked:bg-secondary has-checked:text-secondary-foreground',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
              'has-disabled:cursor-not-allowed has-disabled:hover:border-border',
              size === 'compact' ? 'py-2' : 'py-2.5',
              choice.locked && 'bg-muted/60 text-muted-foreground',
            )}
          >
            <input
              type="radio"
              value={choice.value}
              disabled={choice.locked}
              className="peer sr-only"
              {...registration}
            />
            <span
              aria-hidden="true"
              className="inline-flex size-4 shrink-0 items-center justify-center rounded-full border border-input peer-checked:border-primary peer-checked:bg-primary peer-checked:shadow-[inset_0_0_0_3px_var(--card)]"
            />
            <span className="min-w-0 flex-1">{choice.label}</span>
            {choice.locked ? (
              <>
                <span
                  aria-hidden="true"
                  className="inline-flex shrink-0 items-center gap-1 rounded-full bg-accent/30 px-2 py-0.5 text-xs font-semibold text-accent-foreground"
                >
                  <Lock className="size-3" />
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
