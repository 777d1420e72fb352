import { Check, Copy } from '#web/components/page-icons.tsx';
import { useEffect, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import type { DemoState } from './demo-state.ts';
import { notify } from '#web/components/ui/notify.ts';

/** Spec §9: the 'Copied' indicator lasts 2 seconds. */
const COPIED_MS = 2000;

/**
 * Loading, error and result views of the demo. They only ever appear after the visitor
 * submits, so this module loads on demand and stays out of the landing page's first load.
 */
export function DemoResults({ state }: { state: Exclude<DemoState, { status: 'idle' }> }) {
  if (state.status === 'loading')
    return [1, 2, 3].map((n) => (
      <Card key={n} className="flex flex-col gap-3 p-5">
        <Skeleton className="h-4 w-20" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-3/4" />
      </Card>
    ));
  if (state.status === 'error')
    return (
      <p
        role="alert"
        className="rounded-lg border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm font-medium text-destructive"
      >
        {state.error}
      </p>
    );
  return (
    <ol className="flex flex-col gap-4">
      {state.messages.map((message, index) => (
        <li key={index}>
          <DemoOption number={index + 1} text={message} />
        </li>
      ))}
    </ol>
  );
}

function DemoOption({ number, text }: { number: number; text: string }) {
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
      await notify('error', 'Failed to copy', 'Please try again');
      return;
    }
    setCopied(true);
    await notify('success', 'Copied!', 'Message copied to clipboard');
  }

  return (
    <Card className="p-5">
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-sm font-semibold text-primary">Option {number}</h3>
        <Button
          variant="outline"
          size="sm"
          onClick={copy}
          aria-label={`${copied ? 'Copied' : 'Copy'} option ${number}`}
        >
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p className="mt-3 text-sm leading-relaxed whitespace-pre-line">{text}</p>
    </Card>
  );
}
