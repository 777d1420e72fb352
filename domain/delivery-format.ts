import { escapeHtml } from './html.ts';
import type { DestinationKind } from './destinations.ts';
import { stripControls } from './generation.ts';
import { toEmail, toSlackMrkdwn, type AnnouncementContext } from './text.ts';

/**
 * Each destination's native format (issue 16 item 5), as pure functions: the server posts
 * these payloads and the web app's preview renders the same ones.
 */

/** Longest text that can be sent anywhere: the same bound as an edited option. */
export const DELIVERY_TEXT_MAX = 5000;

/** Provider limits, in UTF-16 code units (never fewer than the characters a person counts). */
const PROVIDER_LIMITS = {
  /** https://discord.com/developers/docs/resources/message#create-message */
  discordContent: 2000,
  /** Google Chat: the text of a message is at most 4,096 characters. */
  googleChatText: 4096,
  /** Slack: a section block's text is at most 3,000 characters, a message 50 blocks. */
  slackSection: 3000,
  slackBlocks: 50,
  /** Teams: a message (card included) is at most about 28 KB. */
  teamsBytes: 28_000,
} as const;

interface SlackPayload {
  /** The plain-text fallback: notifications and clients that cannot show blocks use it. */
  text: string;
  blocks: { type: 'section'; text: { type: 'mrkdwn'; text: string } }[];
}

interface TeamsPayload {
  type: 'message';
  attachments: {
    contentType: 'application/vnd.microsoft.card.adaptive';
    contentUrl: null;
    content: {
      $schema: 'http://adaptivecards.io/schemas/adaptive-card.json';
      type: 'AdaptiveCard';
      version: '1.4';
      /** One block per line; `spacing: 'None'` joins the lines of one paragraph. */
      body: { type: 'TextBlock'; text: string; wrap: true; spacing?: 'None' }[];
    };
  }[];
}

interface GoogleChatPayload {
  text: string;
}

interface DiscordPayload {
  content: string;
  /** No @everyone, @here, role or user pings from a pasted text. */
  allowed_mentions: { parse: [] };
}

export interface EmailPayload {
  subject: string;
  text: string;
  html: string;
}

export type DeliveryPayload =
  | { kind: 'slack'; body: SlackPayload }
  | { kind: 'teams'; body: TeamsPayload }
  | { kind: 'google_chat'; body: GoogleChatPayload }
  | { kind: 'discord'; body: DiscordPayload }
  | { kind: 'email'; body: EmailPayload };

function paragraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Markdown emphasis (`**bold**`) removed: what a plain-text reader should see. */
export function toPlainText(text: string): string {
  return paragraphs(text.replace(/\*\*(.+?)\*\*/g, '$1')).join('\n\n');
}

/** Splits text into pieces of at most `max` code units, at paragraph and then word breaks. */
function chunk(text: string, max: number): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const paragraph of paragraphs(text)) {
    const joined = current ? `${current}\n\n${paragraph}` : paragraph;
    if (joined.length <= max) {
      current = joined;
      continue;
    }
    if (current) pieces.push(current);
    let rest = paragraph;
    while (rest.length > max) {
      const cut = rest.lastIndexOf(' ', max);
      const at = cut > max / 2 ? cut : max;
      pieces.push(rest.slice(0, at).trimEnd());
      rest = rest.slice(at).trimStart();
    }
    current = rest;
  }
  if (current) pieces.push(current);
  return pieces;
}

/**
 * Slack reads `&`, `<` and `>` as control characters in every text field, the notification
 * fallback `text` included: `<!channel>` there would notify a whole channel
 * (https://api.slack.com/reference/surfaces/formatting#escaping).
 */
function escapeSlack(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function slackPayload(text: string, context: AnnouncementContext): SlackPayload {
  return {
    text: escapeSlack(toPlainText(text)),
    blocks: chunk(toSlackMrkdwn(text, context), PROVIDER_LIMITS.slackSection).map((t) => ({
      type: 'section',
      text: { type: 'mrkdwn', text: t },
    })),
  };
}

function teamsPayload(text: string): TeamsPayload {
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          // Adaptive Card text blocks understand **bold**, so the text keeps its emphasis. Their
          // Markdown joins single line breaks into one line (CommonMark), so each line is a
          // block of its own, set close to the line before it within a paragraph.
          body: paragraphs(text).flatMap((p) =>
            p.split('\n').map((line, i) =>
              i === 0
                ? { type: 'TextBlock' as const, text: line, wrap: true as const }
                : {
                    type: 'TextBlock' as const,
                    text: line,
                    wrap: true as const,
                    spacing: 'None' as const,
                  },
            ),
          ),
        },
      },
    ],
  };
}

/**
 * Google Chat text: *bold* with single asterisks. `<users/all>` would notify a whole space,
 * so a `<` that starts a mention is kept from being read as one.
 */
export function toGoogleChatText(text: string): string {
  return paragraphs(text)
    .join('\n\n')
    .replace(/\*\*(.+?)\*\*/g, '*$1*')
    .replace(/<(?=users\/)/gi, '<\u200B');
}

function emailPayload(text: string, context: AnnouncementContext): EmailPayload {
  const { subject, body } = toEmail(text, context);
  const html = paragraphs(text)
    .map(
      (p) =>
        `<p>${escapeHtml(p)
          .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
          .replaceAll('\n', '<br>')}</p>`,
    )
    .join('\n');
  return {
    subject,
    text: body,
    html: `<div style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5">${html}</div>`,
  };
}

/** The payload a destination receives for this text. */
export function formatForDestination(
  kind: DestinationKind,
  rawText: string,
  rawContext: AnnouncementContext,
): DeliveryPayload {
  // Every payload is built here, from text without control characters or bidi overrides
  // (issue 20 item 9), whatever was stored before that rule.
  const text = stripControls(rawText);
  const context = { ...rawContext, name: stripControls(rawContext.name) };
  switch (kind) {
    case 'slack':
      return { kind, body: slackPayload(text, context) };
    case 'teams':
      return { kind, body: teamsPayload(text) };
    case 'google_chat':
      return { kind, body: { text: toGoogleChatText(text) } };
    case 'discord':
      return { kind, body: formatForDiscord(text) };
    case 'email':
      return { kind, body: emailPayload(text, context) };
  }
}

const number = (n: number) => n.toLocaleString('en-US');

function tooLong(service: string, limit: number, length: number): string {
  return `${service} messages can be at most ${number(limit)} characters; this one has ${number(length)}. Shorten it by ${number(length - limit)}.`;
}

/**
 * How long a text is for a destination, measured as its limit is: the payload's text in UTF-16
 * units (never fewer than the characters a person counts) against the provider's limit, or the
 * text itself against Herald's own bound. The send dialog's counter shows this figure, so it
 * and the length error always agree.
 */
export function deliveryLength(
  kind: DestinationKind,
  text: string,
): { used: number; max: number; service: string | null } {
  if (kind === 'discord')
    return {
      used: formatForDiscord(text).content.length,
      max: PROVIDER_LIMITS.discordContent,
      service: 'Discord',
    };
  if (kind === 'google_chat')
    return {
      used: toGoogleChatText(stripControls(text)).length,
      max: PROVIDER_LIMITS.googleChatText,
      service: 'Google Chat',
    };
  return { used: text.length, max: DELIVERY_TEXT_MAX, service: null };
}

function formatForDiscord(text: string): DiscordPayload {
  return { content: paragraphs(stripControls(text)).join('\n\n'), allowed_mentions: { parse: [] } };
}

/**
 * Checks a text against the destination's limits before anything is sent; null when it fits,
 * otherwise the sentence to show.
 */
export function deliveryTextProblem(
  kind: DestinationKind,
  text: string,
  context: AnnouncementContext,
  /** The text already formatted for `kind` (the worker posts it next): not formatted twice. */
  formatted?: DeliveryPayload,
): string | null {
  if (!text.trim()) return 'The message cannot be empty.';
  if (text.length > DELIVERY_TEXT_MAX)
    return `The message must be at most ${number(DELIVERY_TEXT_MAX)} characters.`;
  const length = deliveryLength(kind, text);
  if (length.service && length.used > length.max)
    return tooLong(length.service, length.max, length.used);
  const payload = formatted ?? formatForDestination(kind, text, context);
  switch (payload.kind) {
    case 'slack':
      return payload.body.blocks.length > PROVIDER_LIMITS.slackBlocks
        ? 'This message is too long for one Slack message.'
        : null;
    case 'teams':
      return new TextEncoder().encode(JSON.stringify(payload.body)).length >
        PROVIDER_LIMITS.teamsBytes
        ? 'This message is too long for a Microsoft Teams card (about 28 KB at most).'
        : null;
    default:
      return null;
  }
}

/** The short message "Send test" posts, so a person can see where announcements will land. */
export function testMessageText(destinationName: string): string {
  return `This is a test message from Herald. Announcements sent to “${destinationName}” will appear here.`;
}
