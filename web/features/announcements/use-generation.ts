import { useEffect, useRef, useState } from 'react';
import type { AnnouncementContext } from '#domain/text.ts';
import { toast } from '#web/components/ui/toaster.tsx';
import {
  GenerationFailure,
  useGenerateMutation,
  useInvalidateMessages,
  type GenerateBody,
  type GeneratedSuggestion,
  type GenerationResult,
} from './api.ts';

const GENERATION_FAILED = 'There was an error generating your messages. Please try again.';
const AI_BUSY = 'The AI service is busy. Please try again in a minute.';

const limitReachedText = (limit: number | null | undefined) =>
  `You've reached your plan limit of ${limit ?? 0} messages this month. Please upgrade your plan to continue.`;

export interface GenerationView {
  status: 'idle' | 'generating' | 'done';
  /** Option texts by index as they stream in; holes are options still being written. */
  options: (string | undefined)[];
  /** After the stream's `done`: the stored options with their ids. */
  result: GenerationResult | null;
  /** Name and type of the request, for the Slack and e-mail copy formats. */
  context: AnnouncementContext | null;
  /**
   * Who is writing: 'composer' once the server says Herald's built-in writer took over (or
   * wrote the result), so the label shows while its options stream in.
   */
  writer: string | null;
}

const IDLE: GenerationView = {
  status: 'idle',
  options: [],
  result: null,
  context: null,
  writer: null,
};

/**
 * One generation at a time: streams options into view, then toasts the outcome with the
 * spec §8 texts. The request is cancelled when the screen unmounts.
 */
export function useGeneration({
  limit,
  onGenerated,
  onAccountStale,
}: {
  limit: number | null | undefined;
  /** A message was stored: the monthly counter rises by one. */
  onGenerated: () => void;
  /** The server refused because of the plan or the quota: the cached account may be old. */
  onAccountStale: () => void;
}) {
  const mutation = useGenerateMutation();
  const invalidateMessages = useInvalidateMessages();
  const [view, setView] = useState<GenerationView>(IDLE);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  function generate(body: GenerateBody) {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setView({
      status: 'generating',
      options: [],
      result: null,
      context: { name: body.newHireName ?? '', messageType: body.messageType ?? 'welcome' },
      writer: null,
    });
    mutation.mutate(
      {
        body,
        handlers: {
          signal: current.signal,
          // Each option goes to its own slot as it passes the server's checks; a replaced one
          // may arrive after those that follow it.
          onOption: (index, text) =>
            setView((v) => {
              const options = [...v.options];
              options[index] = text;
              return { ...v, options };
            }),
          onFallback: (writer) => setView((v) => ({ ...v, options: [], writer })),
        },
      },
      {
        onSuccess: (result) => {
          setView((v) => ({
            ...v,
            status: 'done',
            result,
            options: result.suggestions.map((s) => s.text),
            writer: result.writer ?? v.writer,
          }));
          toast.success('Messages Generated!', {
            description: `Successfully generated ${result.suggestions.length} AI-powered message variations`,
          });
          onGenerated();
          void invalidateMessages();
        },
        onError: (error) => {
          if (current.signal.aborted) return;
          setView(IDLE);
          const kind = error instanceof GenerationFailure ? error.kind : 'failed';
          const serverText = error instanceof GenerationFailure ? error.message : '';
          switch (kind) {
            case 'invalid':
              toast.error('Missing Information', { description: serverText || GENERATION_FAILED });
              break;
            case 'unauthenticated':
              toast.error('Authentication Required', {
                description: 'Please log in to generate messages.',
              });
              break;
            case 'limit_reached':
              onAccountStale();
              toast.error('Monthly Limit Reached', {
                description: serverText || limitReachedText(limit),
              });
              break;
            case 'forbidden':
              onAccountStale();
              toast.error('Generation Failed', { description: serverText || GENERATION_FAILED });
              break;
            case 'rate_limited':
              toast.error('Generation Failed', { description: serverText || GENERATION_FAILED });
              break;
            case 'busy':
              toast.error('Generation Failed', { description: serverText || AI_BUSY });
              break;
            default:
              toast.error('Generation Failed', { description: GENERATION_FAILED });
          }
        },
      },
    );
  }

  /** Shows an option as the server saved it (edited text, favourite). */
  function replaceSuggestion(suggestion: GeneratedSuggestion) {
    setView((v) =>
      v.result
        ? {
            ...v,
            options: v.result.suggestions.map((s) =>
              s.id === suggestion.id ? suggestion.text : s.text,
            ),
            result: {
              ...v.result,
              suggestions: v.result.suggestions.map((s) =>
                s.id === suggestion.id ? suggestion : s,
              ),
            },
          }
        : v,
    );
  }

  return { view, generate, generating: view.status === 'generating', replaceSuggestion };
}
