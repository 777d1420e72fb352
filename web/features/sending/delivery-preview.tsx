import { Fragment, type ReactNode } from 'react';
import { formatForDestination } from '#domain/delivery-format.ts';
import { destinationKindLabel, type DestinationKind } from '#domain/destinations.ts';
import type { AnnouncementContext } from '#domain/text.ts';

/** Slack's escapes (delivery-format.ts escapeSlack) undone: Slack shows `&lt;` as `<`. */
function unescapeSlack(text: string): string {
  return text.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
}

type Tag = 'strong' | 'em' | 'u' | 's' | 'code';

/**
 * One app's inline markup: each rule is a pattern whose first group is the marked text, and
 * the element that app shows it as. Earlier rules win where two could start at one place
 * (`**bold**` before `*italic*`).
 */
type InlineRules = [RegExp, Tag][];

/** Discord's Markdown (https://support.discord.com/hc/en-us/articles/210298617). */
const DISCORD: InlineRules = [
  [/`([^`\n]+)`/, 'code'],
  [/\*\*(.+?)\*\*/, 'strong'],
  [/__(.+?)__/, 'u'],
  [/~~(.+?)~~/, 's'],
  [/\*([^*\n]+)\*/, 'em'],
  [/(?<![\w])_([^_\n]+)_(?![\w])/, 'em'],
];

/** Adaptive Card text blocks: a CommonMark subset of bold, italic and links. */
const TEAMS: InlineRules = [
  [/\*\*(.+?)\*\*/, 'strong'],
  [/(?<![\w])_([^_\n]+)_(?![\w])/, 'em'],
];

/** Slack mrkdwn and Google Chat: single-character markers. */
const CHAT: InlineRules = [
  [/`([^`\n]+)`/, 'code'],
  [/\*([^*\n]+)\*/, 'strong'],
  [/(?<![\w])_([^_\n]+)_(?![\w])/, 'em'],
  [/~([^~\n]+)~/, 's'],
];

/** E-mail: Herald turns `**bold**` into <strong> and nothing else. */
const EMAIL: InlineRules = [[/\*\*(.+?)\*\*/, 'strong']];

function inline(text: string, rules: InlineRules, decode: (t: string) => string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let rest = text;
  while (rest) {
    let best: { index: number; length: number; inner: string; tag: Tag } | null = null;
    for (const [pattern, tag] of rules) {
      const match = pattern.exec(rest);
      if (match && (!best || match.index < best.index))
        best = { index: match.index, length: match[0].length, inner: match[1]!, tag };
    }
    if (!best) {
      nodes.push(decode(rest));
      break;
    }
    if (best.index > 0) nodes.push(decode(rest.slice(0, best.index)));
    const Tag = best.tag;
    nodes.push(
      <Tag key={nodes.length} className={Tag === 'code' ? 'rounded bg-muted px-1' : undefined}>
        {inline(best.inner, rules, decode)}
      </Tag>,
    );
    rest = rest.slice(best.index + best.length);
  }
  return nodes.map((node, i) => <Fragment key={i}>{node}</Fragment>);
}

const same = (t: string) => t;

/** Lines of a paragraph, as apps that keep single line breaks show them. */
function Lines({
  text,
  rules,
  decode = same,
}: {
  text: string;
  rules: InlineRules;
  decode?: (t: string) => string;
}) {
  const lines = text.split('\n');
  return lines.map((line, i) => (
    <Fragment key={i}>
      {inline(line, rules, decode)}
      {i < lines.length - 1 ? <br /> : null}
    </Fragment>
  ));
}

function Paragraphs({
  text,
  rules,
  decode,
}: {
  text: string;
  rules: InlineRules;
  decode?: (t: string) => string;
}) {
  return (
    <div className="grid gap-2">
      {text.split(/\n{2,}/).map((p, i) => (
        <p key={i}>
          <Lines text={p} rules={rules} decode={decode} />
        </p>
      ))}
    </div>
  );
}

/** Discord's line-level Markdown: headings, quotes and list items, then inline markup. */
function DiscordBody({ content }: { content: string }) {
  return (
    <div className="grid gap-1">
      {content.split('\n').map((line, i) => {
        const heading = /^(#{1,3}) (.+)$/.exec(line);
        if (heading) {
          const size = ['text-xl', 'text-lg', 'text-base'][heading[1]!.length - 1];
          return (
            <p
              key={i}
              role="heading"
              aria-level={heading[1]!.length + 2}
              className={`font-bold ${size}`}
            >
              {inline(heading[2]!, DISCORD, same)}
            </p>
          );
        }
        const quote = /^> (.*)$/.exec(line);
        if (quote)
          return (
            <blockquote key={i} className="border-l-4 pl-2">
              {inline(quote[1]!, DISCORD, same)}
            </blockquote>
          );
        const item = /^[-*] (.+)$/.exec(line);
        if (item)
          return (
            <p key={i} className="pl-4 -indent-3">
              • {inline(item[1]!, DISCORD, same)}
            </p>
          );
        return line ? <p key={i}>{inline(line, DISCORD, same)}</p> : <br key={i} />;
      })}
    </div>
  );
}

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
          rules={CHAT}
          decode={unescapeSlack}
        />
      );
      break;
    case 'teams': {
      // One text block per line; a block without spacing starts a new paragraph.
      const blocks = payload.body.attachments[0]!.content.body;
      body = (
        <div className="rounded-md border-l-4 border-l-[#6264a7] bg-card p-3 shadow-xs">
          {blocks.map((block, i) => (
            <p key={i} className={i > 0 && !block.spacing ? 'mt-2' : undefined}>
              {/^(- |\d+\. )/.test(block.text) ? (
                <span className="pl-4">
                  {/^- /.test(block.text) ? '• ' : block.text.match(/^\d+\. /)![0]}
                  {inline(block.text.replace(/^(- |\d+\. )/, ''), TEAMS, same)}
                </span>
              ) : (
                inline(block.text, TEAMS, same)
              )}
            </p>
          ))}
        </div>
      );
      break;
    }
    case 'google_chat':
      body = <Paragraphs text={payload.body.text} rules={CHAT} />;
      break;
    case 'discord':
      body = <DiscordBody content={payload.body.content} />;
      break;
    case 'email':
      body = (
        <div className="grid gap-2">
          <p className="border-b pb-2 text-xs text-muted-foreground">
            Subject: <span className="font-medium text-foreground">{payload.body.subject}</span>
          </p>
          <Paragraphs text={text} rules={EMAIL} />
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
