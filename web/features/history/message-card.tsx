import { Bot, ChevronDown, Trash2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { messageTypeBadge } from '#domain/message-types.ts';
import { messageTypeBadgeColour, toneBadgeColour } from '#domain/text.ts';
import { toneBadgeText } from '#domain/tones.ts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '#web/components/ui/alert-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ColorBadge } from '#web/components/ui/color-badge.tsx';
import { cn } from '#web/lib/cn.ts';
import type { HistoryMessage, Suggestion } from './api.ts';
import { SuggestionItem } from './suggestion-item.tsx';

/** Collapsed cards and their skeletons share this height, so loading never shifts the list. */
export const MESSAGE_CARD_MIN_HEIGHT = 'min-h-[7.5rem]';

function formatDate(iso: string) {
  return new Date(iso).toLocaleDateString(undefined, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

export function MessageCard({
  message,
  onDelete,
  deleting,
  onToggleFavourite,
  renderOptionActions,
}: {
  message: HistoryMessage;
  onDelete: () => void;
  deleting: boolean;
  onToggleFavourite: (suggestion: Suggestion) => void;
  renderOptionActions?: (
    message: HistoryMessage,
    suggestion: Suggestion,
    index: number,
  ) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const count = message.suggestions.length;

  return (
    <Card className={cn('p-5', MESSAGE_CARD_MIN_HEIGHT)}>
      <article className="grid gap-4" aria-labelledby={`${listId}-name`}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid min-w-0 gap-2">
            <h2 id={`${listId}-name`} className="truncate text-lg font-semibold">
              {message.newHireName}
            </h2>
            <div className="flex flex-wrap items-center gap-1.5">
              <ColorBadge colour={messageTypeBadgeColour(message.messageType)}>
                {messageTypeBadge(message.messageType)}
              </ColorBadge>
              <ColorBadge colour={toneBadgeColour(message.tone)}>
                {toneBadgeText(message.tone)}
              </ColorBadge>
            </div>
            <p className="text-sm text-muted-foreground">
              {message.role ? `${message.role} · ` : ''}
              <time dateTime={message.createdAt}>{formatDate(message.createdAt)}</time>
              {'author' in message && message.author ? ` · by ${message.author}` : ''}
            </p>
          </div>
          <div className="flex items-center gap-1">
            {count > 0 ? (
              <Button
                variant="outline"
                size="sm"
                aria-expanded={open}
                aria-controls={listId}
                onClick={() => setOpen((v) => !v)}
              >
                {open ? 'Hide' : 'Show Messages'}
                <ChevronDown
                  aria-hidden="true"
                  className={cn('transition-transform', open && 'rotate-180')}
                />
              </Button>
            ) : null}
            <AlertDialog>
              <AlertDialogTrigger asChild>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-9 text-muted-foreground hover:text-destructive"
                  aria-label={`Delete message for ${message.newHireName}`}
                  disabled={deleting}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </AlertDialogTrigger>
              <AlertDialogContent>
                <AlertDialogHeader>
                  <AlertDialogTitle>Delete this message?</AlertDialogTitle>
                  <AlertDialogDescription>
                    The message for {message.newHireName} and its {count}{' '}
                    {count === 1 ? 'option' : 'options'} will be deleted for good.
                  </AlertDialogDescription>
                </AlertDialogHeader>
                <AlertDialogFooter>
                  <AlertDialogCancel>Cancel</AlertDialogCancel>
                  <AlertDialogAction onClick={onDelete}>Delete</AlertDialogAction>
                </AlertDialogFooter>
              </AlertDialogContent>
            </AlertDialog>
          </div>
        </div>

        {count > 0 ? (
          <div id={listId} hidden={!open} className="grid gap-3">
            {message.writer === 'composer' ? (
              <p className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
                <Bot className="size-3.5" aria-hidden="true" />
                Written by Herald’s built-in writer
              </p>
            ) : null}
            <ul className="grid gap-3">
              {message.suggestions.map((suggestion, index) => (
                <SuggestionItem
                  key={suggestion.id}
                  index={index}
                  suggestion={suggestion}
                  onToggleFavourite={() => onToggleFavourite(suggestion)}
                  sent={message.sent.filter((line) => line.suggestionId === suggestion.id)}
                  actions={renderOptionActions?.(message, suggestion, index)}
                />
              ))}
            </ul>
          </div>
        ) : null}
      </article>
    </Card>
  );
}
