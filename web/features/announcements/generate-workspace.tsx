import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { AnnouncementContext } from '#domain/text.ts';
import { toast } from '#web/components/ui/toaster.tsx';
import { scrollBehavior } from '#web/lib/motion.ts';
import type { GenerateBody, GeneratedSuggestion } from './api.ts';
import { GenerateForm, type PlanOptions } from './generate-form.tsx';
import { ResultsPanel } from './results-panel.tsx';
import { useGeneration } from './use-generation.ts';

export interface SuggestionSaver {
  (change: {
    messageId: string;
    suggestionId: string;
    text?: string;
    favourite?: boolean;
  }): Promise<GeneratedSuggestion>;
}

/** A stored option as the route's extra actions (e.g. "Send…") need it. */
export interface OptionForActions {
  suggestionId: string;
  title: string;
  text: string;
  context: AnnouncementContext;
  /** The start day the date picker gave (YYYY-MM-DD): a send dialog schedules from it. */
  startDateIso: string | null;
}

/** The generate screen's two columns: the form on the left, the options on the right. */
export function GenerateWorkspace({
  plan,
  planFailed,
  onRetryPlan,
  usage,
  limitReached,
  onGenerated,
  onAccountStale,
  saveSuggestion,
  renderOptionActions,
}: {
  plan: PlanOptions | undefined;
  planFailed: boolean;
  onRetryPlan: () => void;
  usage: { used: number; limit: number | null } | undefined;
  limitReached: boolean;
  onGenerated: () => void;
  onAccountStale: () => void;
  saveSuggestion: SuggestionSaver;
  renderOptionActions?: (option: OptionForActions) => ReactNode;
}) {
  const { view, generate, generating, replaceSuggestion } = useGeneration({
    limit: usage?.limit,
    onGenerated,
    onAccountStale,
  });

  async function save(change: Parameters<SuggestionSaver>[0], failure: string) {
    try {
      replaceSuggestion(await saveSuggestion(change));
      return true;
    } catch {
      toast.error(failure, { description: 'Please try again' });
      return false;
    }
  }

  // Stacked on a narrow screen, the options arrive below the form, out of sight: bring them
  // into view as the generation starts. Side by side they are already visible.
  const resultsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const results = resultsRef.current;
    if (generating && results && results.getBoundingClientRect().top > window.innerHeight / 2)
      results.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  }, [generating]);

  // The start date of the message on screen: a send dialog schedules from it.
  const [startDateIso, setStartDateIso] = useState<string | null>(null);
  function generateAndRemember(body: GenerateBody) {
    setStartDateIso(body.startDateIso ?? null);
    return generate(body);
  }

  const messageId = view.result?.messageId ?? '';
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2 lg:gap-8">
      <GenerateForm
        plan={plan}
        planFailed={planFailed}
        onRetryPlan={onRetryPlan}
        usage={usage}
        limitReached={limitReached}
        generating={generating}
        onGenerate={generateAndRemember}
      />
      <div ref={resultsRef} className="scroll-mt-20">
        <ResultsPanel
          view={view}
          onSave={async (suggestion, text) => {
            const ok = await save(
              { messageId, suggestionId: suggestion.id, text },
              'Error saving message',
            );
            if (ok)
              toast.success('Message saved', { description: 'Your edit is in your history too' });
            return ok;
          }}
          renderActions={
            renderOptionActions && view.context
              ? (index, suggestion) =>
                  renderOptionActions({
                    suggestionId: suggestion.id,
                    title: `Option ${index + 1}`,
                    text: suggestion.text,
                    context: view.context!,
                    startDateIso,
                  })
              : undefined
          }
          onToggleFavourite={(suggestion) =>
            save(
              { messageId, suggestionId: suggestion.id, favourite: !suggestion.favourite },
              'Error updating favourite',
            )
          }
        />
      </div>
    </div>
  );
}
