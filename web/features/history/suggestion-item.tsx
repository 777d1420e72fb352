import { Check, Copy, Star } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { needsTruncation, truncateText } from '#domain/text.ts';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { useCopyToClipboard } from '#web/components/ui/use-copy-to-clipboard.ts';
import { cn } from '#web/lib/cn.ts';
import type { HistoryMessage, Suggestion } from './api.ts';
import { SentLines } from './sent-lines.tsx';

/** One stored option: 'Option N', its text (previewed past 120 characters), Copy, favourite. */
export function SuggestionItem({
  index,
  suggestion,
  onToggleFavourite,
  sent = [],
  actions,
}: {
  index: number;
  suggestion: Suggestion;
  onToggleFavourite: () => void;
  /** Where this option was sent or scheduled (issue 20 item 13). */
  sent?: HistoryMessage['sent'];
  /** More actions beside Copy, composed in by the route (e.g. "Send…"). */
  actions?: ReactNode;
}) {
  const title = `Option ${index + 1}`;
  const textId = useId();
  const [expanded, setExpanded] = useState(false);
  const { copied, copy } = useCopyToClipboard();
  const long = needsTruncation(suggestion.text);

  async function handleCopy() {
    if (await copy(suggestion.text))
      toast.success('Copied to clipboard', { description: 'Message copied successfully' });
    else toast.error('Failed to copy', { description: 'Please try again' });
  }

  return (
    <li className="grid gap-2 rounded-lg border bg-muted/30 p-4">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">{title}</h3>
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-pressed={suggestion.favourite}
            aria-label={`Favourite ${title}`}
            onClick={onToggleFavourite}
          >
            <Star
              aria-hidden="true"
              className={cn(suggestion.favourite && 'fill-accent text-accent-foreground')}
            />
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={handleCopy}
            aria-label={`${copied ? 'Copied' : 'Copy'} ${title}`}
          >
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? 'Copied' : 'Copy'}
          </Button>
          {actions}
        </div>
      </div>
      <p id={textId} className="text-sm leading-relaxed whitespace-pre-line">
        {long && !expanded ? truncateText(suggestion.text) : suggestion.text}
      </p>
      <SentLines lines={sent} />
      {long ? (
        <Button
          variant="link"
          size="sm"
          className="h-auto justify-self-start p-0"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? 'Show less' : 'Show more'}
        </Button>
      ) : null}
    </li>
  );
}
