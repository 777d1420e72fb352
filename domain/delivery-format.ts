import type { DestinationKind } from './destinations.ts';
import { toEmail, toSlackMrkdwn, type AnnouncementContext } from './text.ts';

/**
 * Each destination's native format (issue 16 item 5), as pure functions: the server posts
 * these payloads and the web app's preview renders the same ones.
 */

/** Longest text that can be sent anywhere: the same bound as an edited option. */
export const DELIVERY_TEXT_MAX = 5000;

/** Provider limits, in UTF-16 code units (never fewer than the characters a person counts). */
export const PROVIDER_LIMITS = {
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

export interface SlackPayload {
  /** The plain-text fallback: notifications and clients that cannot show blocks use it. */
  text: string;
  blocks: { type: 'section'; text: { type: 'mrkdwn'; text: string } }[];
}

export interface TeamsPayload {
  type: 'message';
  attachments: {
    contentType: 'application/vnd.microsoft.card.adaptive';
    contentUrl: null;
    content: {
      $schema: 'http://adaptivecards.io/schemas/adaptive-card.json';
      type: 'AdaptiveCard';
      version: '1.4';
      body: { type: 'TextBlock'; text: string; wrap: true }[];
    };
  }[];
}

export interface GoogleChatPayload {
  text: string;
}

export interface DiscordPayload {
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

function slackPayload(text: string, context: AnnouncementContext): SlackPayload {
  return {
    text: toPlainText(text),
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
          // Adaptive Card text blocks understand **bold**, so the text keeps its emphasis.
          body: paragraphs(text).map((p) => ({ type: 'TextBlock', text: p, wrap: true })),
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
    .replace(/<(?=users\/)/g, '<\u200B');
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
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
  text: string,
  context: AnnouncementContext,
): DeliveryPayload {
  switch (kind) {
    case 'slack':
      return { kind, body: slackPayload(text, context) };
    case 'teams':
      return { kind, body: teamsPayload(text) };
    case 'google_chat':
      return { kind, body: { text: toGoogleChatText(text) } };
    case 'discord':
      return {
        kind,
        body: { content: paragraphs(text).join('\n\n'), allowed_mentions: { parse: [] } },
      };
    case 'email':
      return { kind, body: emailPayload(text, context) };
  }
}

const number = (n: number) => n.toLocaleString('en-US');

function tooLong(service: string, limit: number, length: number): string {
  return `${service} messages can be at most ${number(limit)} characters; this one has ${number(length)}. Shorten it by ${number(length - limit)}.`;
}

/**
 * Checks a text against the destination's limits before anything is sent; null when it fits,
 * otherwise the sentence to show.
 */
export function deliveryTextProblem(
  kind: DestinationKind,
  text: string,
  context: AnnouncementContext,
): string | null {
  if (!text.trim()) return 'The message cannot be empty.';
  if (text.length > DELIVERY_TEXT_MAX)
    return `The message must be at most ${number(DELIVERY_TEXT_MAX)} characters.`;
  const payload = formatForDestination(kind, text, context);
  switch (payload.kind) {
    case 'discord': {
      const length = payload.body.content.length;
      return length > PROVIDER_LIMITS.discordContent
        ? tooLong('Discord', PROVIDER_LIMITS.discordContent, length)
        : null;
    }
    case 'google_chat': {
      const length = payload.body.text.length;
      return length > PROVIDER_LIMITS.googleChatText
        ? tooLong('Google Chat', PROVIDER_LIMITS.googleChatText, length)
        : null;
    }
    case 'slack':
      return payload.body.blocks.length > PROVIDER_LIMITS.slackBlocks
        ? 'This message is too long for one Slack message.'
        : null;
    case 'teams':
      return new TextEncoder().encode(JSON.stringify(payload.body)).length >
        PROVIDER_LIMITS.teamsBytes
        ? 'This message is too long for a Microsoft Teams card (about 28 KB at most).'
        : null;
    case 'email':
      return null;
  }
}

/** The short message "Send test" posts, so a person can see where announcements will land. */
export function testMessageText(destinationName: string): string {
  return `This is a test message from Herald. Announcements sent to “${destinationName}” will appear here.`;
}
