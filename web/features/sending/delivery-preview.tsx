import { Fragment, type ReactNode } from 'react';
import { formatForDestination } from '#domain/delivery-format.ts';
import { destinationKindLabel, type DestinationKind } from '#domain/destinations.ts';
import type { AnnouncementContext } from '#domain/text.ts';

/** Slack's escapes (text.ts toSlackMrkdwn) undone: Slack shows `&lt;` as `<`. */
function unescapeSlack(text: string): string {
  return text.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
}

/**
 * Renders `*bold*` (or `**bold**`) the way chat clients do; the rest as text. Only Slack's
 * text is escaped: elsewhere a typed `&amp;` reaches the reader as typed.
 */
function emphasis(text: string, bold: RegExp, slack = false): ReactNode[] {
  return text
    .split(bold)
    .map((part, i) =>
      i % 2 === 1 ? (
        <strong key={i}>{slack ? unescapeSlack(part) : part}</strong>
      ) : (
        <Fragment key={i}>{slack ? unescapeSlack(part) : part}</Fragment>
      ),
    );
}

function Paragraphs({ text, bold, slack }: { text: string; bold: RegExp; slack?: boolean }) {
  return (
    <div className="grid gap-2">
      {text.split(/\n{2,}/).map((p, i) => (
        <p key={i} className="whitespace-pre-line">
          {emphasis(p, bold, slack)}
        </p>
      ))}
    </div>
  );
}

const SINGLE_STAR = /\*([^*\n]+)\*/;
const DOUBLE_STAR = /\*\*(.+?)\*\*/;

/** The message as the destination will show it, from the same payload the server posts. */
export function DeliveryPreview({
  kind,
  text,
  context,
}: {
  kind: DestinationKind;
  text: string;
  context: AnnouncementContext;
}) {
  const payload = formatForDestination(kind, text, context);
  const label = destinationKindLabel(kind);
  let body: ReactNode;
  switch (payload.kind) {
    case 'slack':
      body = (
        <Paragraphs
          text={payload.body.blocks.map((b) => b.text.text).join('\n\n')}
          bold={SINGLE_STAR}
          slack
        />
      );
      break;
    case 'teams':
      body = (
        <div className="grid gap-2 rounded-md border-l-4 border-l-[#6264a7] bg-card p-3 shadow-xs">
          {payload.body.attachments[0]!.content.body.map((block, i) => (
            <p key={i}>{emphasis(block.text, DOUBLE_STAR)}</p>
          ))}
        </div>
      );
      break;
    case 'google_chat':
      body = <Paragraphs text={payload.body.text} bold={SINGLE_STAR} />;
      break;
    case 'discord':
      body = <Paragraphs text={payload.body.content} bold={DOUBLE_STAR} />;
      break;
    case 'email':
      body = (
        <div className="grid gap-2">
          <p className="border-b pb-2 text-xs text-muted-foreground">
            Subject: <span className="font-medium text-foreground">{payload.body.subject}</span>
          </p>
          <Paragraphs text={text} bold={DOUBLE_STAR} />
        </div>
      );
      break;
  }
  return (
    <figure className="grid gap-1.5">
      <figcaption className="text-xs font-medium text-muted-foreground">
        Preview: how {label} shows it
      </figcaption>
      <div
        className="max-h-64 overflow-y-auto rounded-lg border bg-muted/40 p-3 text-sm leading-relaxed"
        data-testid="delivery-preview"
      >
        {body}
      </div>
    </figure>
  );
}
