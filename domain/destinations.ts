import { z } from 'zod';
import { cleanText } from './clean-text.ts';

/** Where an announcement can be sent (issue 16). Order is display order. */
export const DESTINATION_KINDS = [
  { value: 'slack', label: 'Slack', urlLabel: 'Incoming webhook URL' },
  { value: 'teams', label: 'Microsoft Teams', urlLabel: 'Workflows webhook URL' },
  { value: 'google_chat', label: 'Google Chat', urlLabel: 'Space webhook URL' },
  { value: 'discord', label: 'Discord', urlLabel: 'Webhook URL' },
  { value: 'email', label: 'E-mail', urlLabel: 'E-mail addresses' },
] as const;

export type DestinationKind = (typeof DESTINATION_KINDS)[number]['value'];
export type WebhookKind = Exclude<DestinationKind, 'email'>;

/** Whether an e-mail recipient agreed to a user's announcements (ADR 027). */
export type RecipientStatus = 'pending' | 'confirmed' | 'unsubscribed';

export const DESTINATION_KIND_VALUES = DESTINATION_KINDS.map((k) => k.value) as [
  DestinationKind,
  ...DestinationKind[],
];

export function destinationKindLabel(kind: string): string {
  return DESTINATION_KINDS.find((k) => k.value === kind)?.label ?? kind;
}

export const DESTINATION_NAME_MAX = 80;
export const WEBHOOK_URL_MAX = 2048;
const EMAIL_RECIPIENTS_MAX = 20;

/**
 * The hosts and paths each provider documents for its webhooks. Only these are accepted, over
 * https on port 443, so a saved destination cannot point Herald at an internal address
 * (server-side request forgery). Suffixes starting with '.' match any subdomain.
 * - Slack: https://api.slack.com/messaging/webhooks (GovSlack: hooks.slack-gov.com)
 * - Teams: Workflows ("When a Teams webhook request is received") URLs live on Power Automate
 *   (*.logic.azure.com, *.powerplatform.com); the retiring Microsoft 365 connectors on
 *   *.webhook.office.com.
 * - Google Chat: https://developers.google.com/workspace/chat/quickstart/webhooks
 * - Discord: https://discord.com/developers/docs/resources/webhook#execute-webhook
 */
const WEBHOOK_RULES: Record<WebhookKind, { hosts: string[]; path: RegExp; example: string }> = {
  slack: {
    hosts: ['hooks.slack.com', 'hooks.slack-gov.com'],
    path: /^\/(services|workflows|triggers)\/[^/]+/,
    example: 'https://hooks.slack.com/services/…',
  },
  teams: {
    hosts: ['.logic.azure.com', '.powerplatform.com', '.webhook.office.com'],
    path: /^\/./,
    example: 'https://prod-00.westeurope.logic.azure.com/workflows/…',
  },
  google_chat: {
    hosts: ['chat.googleapis.com'],
    path: /^\/v1\/spaces\/[^/]+\/messages$/,
    example: 'https://chat.googleapis.com/v1/spaces/…/messages?key=…&token=…',
  },
  discord: {
    hosts: ['discord.com', 'discordapp.com', 'ptb.discord.com', 'canary.discord.com'],
    path: /^\/api\/(v\d+\/)?webhooks\/\d+\/[^/]+$/,
    example: 'https://discord.com/api/webhooks/…',
  },
};

function hostMatches(host: string, rule: string): boolean {
  return rule.startsWith('.') ? host.endsWith(rule) && host.length > rule.length : host === rule;
}

/**
 * Hosts an operator allows besides the documented ones (DESTINATION_ALLOW_HOSTS, for tests and
 * self-hosting; refused in production). An entry is `host` (any port) or `host:port`.
 */
export function isAllowedExtraHost(url: URL, allowHosts: readonly string[]): boolean {
  const host = url.hostname.toLowerCase();
  return allowHosts.some((entry) => {
    const [h, p] = entry.toLowerCase().split(/:(?=\d+$)/);
    return h === host && (p === undefined || p === url.port);
  });
}

export type WebhookUrlCheck = { ok: true; url: URL } | { ok: false; message: string };

/** Why a webhook URL is refused for a kind, in words a user can act on; or the parsed URL. */
export function checkWebhookUrl(
  kind: WebhookKind,
  value: string,
  allowHosts: readonly string[] = [],
): WebhookUrlCheck {
  const label = destinationKindLabel(kind);
  const rule = WEBHOOK_RULES[kind];
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return { ok: false, message: `Paste the full ${label} webhook URL (${rule.example}).` };
  }
  if (url.username || url.password)
    return { ok: false, message: 'Webhook URLs with a user name or password are not accepted.' };
  if (isAllowedExtraHost(url, allowHosts) && ['https:', 'http:'].includes(url.protocol))
    return { ok: true, url };
  if (url.protocol !== 'https:')
    return { ok: false, message: `${label} webhook URLs start with https://.` };
  const host = url.hostname.toLowerCase();
  if (!rule.hosts.some((h) => hostMatches(host, h)) || (url.port !== '' && url.port !== '443'))
    return {
      ok: false,
      message: `This is not a ${label} webhook address. It looks like ${rule.example}`,
    };
  if (!rule.path.test(url.pathname))
    return {
      ok: false,
      message: `This ${label} address is not a webhook URL. It looks like ${rule.example}`,
    };
  return { ok: true, url };
}

/** What the API and the settings card show of a webhook URL: its host and last 4 characters. */
export function maskWebhookUrl(value: string): string {
  let host = '';
  try {
    host = new URL(value).host;
  } catch {
    // Unparseable values are never stored; show only the tail.
  }
  const tail = Array.from(value).slice(-4).join('');
  return `${host} …${tail}`;
}

const name = z
  .string({ error: 'Give the destination a name.' })
  .transform(cleanText)
  .pipe(
    z
      .string()
      .min(1, { error: 'Give the destination a name, e.g. #general.' })
      .max(DESTINATION_NAME_MAX, {
        error: `The name must be at most ${DESTINATION_NAME_MAX} characters.`,
      }),
  );

const url = z
  .string({ error: 'Paste the webhook URL.' })
  .trim()
  .min(1, { error: 'Paste the webhook URL.' })
  .max(WEBHOOK_URL_MAX, { error: 'This URL is too long to be a webhook URL.' });

const emailAddress = z
  .string()
  .trim()
  .pipe(z.email({ error: 'One of the e-mail addresses is not valid.' }).max(254));

const emails = z
  .array(emailAddress, { error: 'Add at least one e-mail address.' })
  .min(1, { error: 'Add at least one e-mail address.' })
  .max(EMAIL_RECIPIENTS_MAX, {
    error: `At most ${EMAIL_RECIPIENTS_MAX} addresses per destination.`,
  })
  .transform((list) => [...new Set(list.map((a) => a.toLowerCase()))]);

/** Splits what a person types into an address list: commas, semicolons, spaces or lines. */
export function splitEmailList(value: string): string[] {
  return value
    .split(/[\s,;]+/)
    .map((a) => a.trim())
    .filter(Boolean);
}

const WebhookDestinationInput = z
  .object({ kind: z.enum(['slack', 'teams', 'google_chat', 'discord']), name, url })
  .strict();
const EmailDestinationInput = z.object({ kind: z.literal('email'), name, emails }).strict();

/** POST /api/destinations. URL rules beyond shape are checked by `checkWebhookUrl`. */
export const CreateDestinationInput = z.discriminatedUnion(
  'kind',
  [EmailDestinationInput, WebhookDestinationInput],
  { error: 'Choose Slack, Microsoft Teams, Google Chat, Discord or E-mail.' },
);
export type CreateDestination = z.output<typeof CreateDestinationInput>;

/** PATCH /api/destinations/:id: a new name, and a new URL or address list (kind stays). */
export const UpdateDestinationInput = z
  .object({ name, url, emails })
  .partial()
  .strict()
  .refine((v) => v.name !== undefined || v.url !== undefined || v.emails !== undefined, {
    error: 'Nothing to update: send name, url or emails.',
  });
export type UpdateDestination = z.output<typeof UpdateDestinationInput>;
