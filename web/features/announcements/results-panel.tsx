import { Bot, Wand2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { OPTION_COUNT } from '#domain/generation.ts';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { cn } from '#web/lib/cn.ts';
import type { GeneratedSuggestion } from './api.ts';
import { OPTION_MIN_HEIGHT, OptionCard } from './option-card.tsx';
import type { GenerationView } from './use-generation.ts';

function PendingOption({ index }: { index: number }) {
  return (
    <Card className={cn('flex flex-col gap-3 p-5', OPTION_MIN_HEIGHT)} aria-hidden="true">
      <div className="flex items-center justify-between">
        <span className="font-semibold text-muted-foreground">Option {index + 1}</span>
        <Skeleton className="h-4 w-20" />
      </div>
      <div className="grid flex-1 content-start gap-2">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="h-4 w-2/3" />
      </div>
      <Skeleton className="h-9 w-28" />
    </Card>
  );
}

/**
 * The right-hand column: 'Ready to Generate' until there are results, then one card per
 * option. While options stream in, the cards not yet written hold their place as skeletons.
 */
export function ResultsPanel({
  view,
  onSave,
  onToggleFavourite,
  renderActions,
}: {
  view: GenerationView;
  onSave: (suggestion: GeneratedSuggestion, text: string) => Promise<boolean>;
  onToggleFavourite: (suggestion: GeneratedSuggestion) => Promise<boolean>;
  /** Extra actions for a stored option's card. */
  renderActions?: (index: number, suggestion: GeneratedSuggestion) => ReactNode;
}) {
  const written = view.options.filter(Boolean).length;
  const composer = (view.result?.writer ?? view.writer) === 'composer';

  return (
    <section aria-labelledby="results-heading" className="grid content-start gap-4">
      <div className="flex min-h-8 flex-wrap items-center justify-between gap-2">
        <h2 id="results-heading" className="text-lg font-semibold">
          Generated Messages
        </h2>
        {composer ? (
          <span className="inline-flex items-center gap-1.5 rounded-full border bg-card px-2.5 py-1 text-xs text-muted-foreground">
            <Bot className="size-3.5" aria-hidden="true" />
            Written by Herald’s built-in writer
          </span>
        ) : null}
      </div>

      {/* Announces progress to screen readers; the toasts announce the outcome. */}
      <p className="sr-only" role="status" aria-live="polite">
        {view.status === 'generating'
          ? `Generating messages: ${written} of ${OPTION_COUNT} ready.`
          : ''}
      </p>

      {view.status === 'idle' ? (
        <Card className="flex min-h-72 lg:min-h-[28rem] flex-col items-center justify-center gap-3 border-dashed p-8 text-center">
          <span className="inline-flex size-14 items-center justify-center rounded-full bg-secondary text-primary">
            <Wand2 className="size-7" aria-hidden="true" />
          </span>
          <h3 className="text-lg font-semibold">Ready to Generate</h3>
          <p className="max-w-sm text-sm text-muted-foreground">
            Fill in the details and click Generate Messages. Your options will appear here as they
            are written.
          </p>
        </Card>
      ) : (
        <div className="grid gap-4">
          {Array.from({ length: Math.max(OPTION_COUNT, view.options.length) }, (_, index) => {
            const text = view.options[index];
            if (!text || !view.context) return <PendingOption key={index} index={index} />;
            const suggestion = view.result?.suggestions[index];
            return (
              <OptionCard
                key={index}
                index={index}
                text={text}
                context={view.context}
                stored={suggestion ? { favourite: suggestion.favourite } : undefined}
                onSave={suggestion ? (next) => onSave(suggestion, next) : undefined}
                onToggleFavourite={suggestion ? () => onToggleFavourite(suggestion) : undefined}
                actions={suggestion ? renderActions?.(index, suggestion) : undefined}
              />
            );
          })}
        </div>
      )}
    </section>
  );
}
