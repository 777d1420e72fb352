import { Check, Copy } from '#web/components/page-icons.tsx';
import { useEffect, useState } from 'react';
import { notify } from '#web/components/ui/notify.ts';

/** Spec §9: the copied state lasts 2 seconds. */
export const COPIED_MS = 2000;

/**
 * How a copy button confirms (spec §2): the creative-examples article says 'Copied!', the
 * AI guide and the remote-teams article swap the icon for a checkmark.
 */
export type CopyFeedback = 'label' | 'icon';

export function TemplateBlock({
  title,
  text,
  feedback,
}: {
  title: string;
  text: string;
  feedback: CopyFeedback;
}) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      await notify(
        'error',
        'Failed to copy',
        'Please try selecting and copying the text manually.',
      );
      return;
    }
    setCopied(true);
    await notify('success', 'Copied to clipboard!', 'You can now paste this example anywhere.');
  }

  const Icon = copied ? Check : Copy;
  return (
    <figure className="template-block">
      <figcaption className="flex items-center justify-between gap-3 border-b px-4 py-2.5">
        <span className="text-sm font-semibold">{title}</span>
        <button
          type="button"
          onClick={copy}
          className={`inline-flex h-9 shrink-0 items-center justify-center gap-1.5 rounded-md border bg-card text-sm font-medium transition-colors hover:bg-muted ${feedback === 'icon' ? 'w-9' : 'px-3'}${copied ? ' border-success/40 text-success' : ''}`}
        >
          <Icon className="size-4" aria-hidden="true" />
          {feedback === 'label' ? (
            <>
              {copied ? 'Copied!' : 'Copy'} <span className="sr-only">template: {title}</span>
            </>
          ) : (
            <span className="sr-only">{copied ? 'Copied' : `Copy template: ${title}`}</span>
          )}
        </button>
      </figcaption>
      <pre>
        <code>{text}</code>
      </pre>
    </figure>
  );
}
