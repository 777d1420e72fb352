import { Inbox, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { messageTypeBadge } from '#domain/message-types.ts';
import { messageTypeBadgeColour, toneBadgeColour } from '#domain/text.ts';
import { toneBadgeText } from '#domain/tones.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import { ColorBadge } from '#web/components/ui/color-badge.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

export const RECENT_MESSAGES_COUNT = 3;

interface RecentMessage {
  id: string;
  newHireName: string;
  role: string | null;
  tone: string;
  messageType: string;
  createdAt: string;
}

function formatDate(iso: string) {
  return new Date(iso).toLocaleDateString(undefined, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

/** The latest three messages, or the first-message call to action (spec §2). */
export function RecentMessages({
  messages,
  loading,
  failed,
}: {
  messages: RecentMessage[] | undefined;
  loading: boolean;
  failed: boolean;
}) {
  return (
    <Card className="flex flex-col" role="region" aria-labelledby="recent-messages-heading">
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle id="recent-messages-heading">Recent Messages</CardTitle>
          <CardDescription>Your latest announcements.</CardDescription>
        </div>
        {messages?.length ? (
          <Button asChild variant="outline" size="sm">
            <Link to="/dashboard/messages">View All Messages</Link>
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="flex-1">
        {loading ? (
          <ul className="grid gap-2" aria-label="Loading recent messages">
            {Array.from({ length: RECENT_MESSAGES_COUNT }, (_, i) => (
              <li key={i}>
                <Skeleton className="h-[72px] w-full rounded-lg" />
              </li>
            ))}
          </ul>
        ) : failed ? (
          <p
            role="alert"
            className="flex min-h-[232px] items-center justify-center text-center text-sm text-muted-foreground"
          >
            We couldn’t load your recent messages. Please try again later.
          </p>
        ) : messages?.length ? (
          <ul className="grid gap-2">
            {messages.map((message) => (
              <li
                key={message.id}
                className="flex min-h-[72px] flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-lg border p-3"
              >
                <div className="min-w-0">
                  <p className="truncate font-medium">{message.newHireName}</p>
                  <p className="truncate text-sm text-muted-foreground">
                    {message.role ? `${message.role} · ` : ''}
                    <time dateTime={message.createdAt}>{formatDate(message.createdAt)}</time>
                  </p>
                </div>
                <div className="flex flex-wrap gap-1.5">
                  <ColorBadge colour={messageTypeBadgeColour(message.messageType)}>
                    {messageTypeBadge(message.messageType)}
                  </ColorBadge>
                  <ColorBadge colour={toneBadgeColour(message.tone)}>
                    {toneBadgeText(message.tone)}
                  </ColorBadge>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <div className="flex min-h-[232px] flex-col items-center justify-center gap-3 rounded-lg border border-dashed p-6 text-center">
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
              <Inbox className="size-6" aria-hidden="true" />
            </span>
            <div>
              <p className="font-medium">No messages yet</p>
              <p className="text-sm text-muted-foreground">
                Your announcements will appear here once you create one.
              </p>
            </div>
            <Button asChild>
              <Link to="/dashboard/generate">
                <Sparkles aria-hidden="true" />
                Generate Your First Message
              </Link>
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
