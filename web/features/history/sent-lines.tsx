import { Send } from 'lucide-react';
import { Link } from 'react-router';
import { formatDeliveryTime, UNCERTAIN_LABEL } from '#domain/deliveries.ts';
import { destinationKindLabel } from '#domain/destinations.ts';
import type { HistoryMessage } from './api.ts';

type Line = HistoryMessage['sent'][number];

function describe(line: Line): string {
  switch (line.status) {
    case 'sent':
      return `${line.uncertain ? UNCERTAIN_LABEL : 'Sent'} ${formatDeliveryTime(line.sentAt ?? line.scheduledAt, line.timeZone)}`;
    case 'scheduled':
      return `Scheduled for ${formatDeliveryTime(line.scheduledAt, line.timeZone)}`;
    case 'sending':
      return 'Sending now';
    default:
      return 'Not sent';
  }
}

/**
 * Where an option went (issue 20 item 13): its deliveries grouped by destination, each with
 * its status and time, and the way to Scheduled & sent, where they can be acted on.
 */
export function SentLines({ lines }: { lines: Line[] }) {
  if (!lines.length) return null;
  const groups = new Map<string, Line[]>();
  for (const line of lines) {
    const key = line.destinationId ?? `${line.destinationKind}:${line.destinationName}`;
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  return (
    <div className="grid gap-1 text-xs text-muted-foreground">
      {[...groups.entries()].map(([key, group]) => (
        <p key={key} className="flex items-start gap-1.5">
          <Send className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          <span>
            To {group[0]!.destinationName} ({destinationKindLabel(group[0]!.destinationKind)}):{' '}
            {group.map(describe).join(' · ')}
          </span>
        </p>
      ))}
      <Link
        to="/dashboard/scheduled"
        className="justify-self-start font-medium text-primary underline-offset-4 hover:underline"
      >
        See them in Scheduled &amp; sent
      </Link>
    </div>
  );
}
