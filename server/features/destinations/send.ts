import { createHash } from 'node:crypto';
import { checkWebhookUrl, type WebhookKind } from '#domain/destinations.ts';
import { escapeHtml } from '#domain/html.ts';
import type { DeliveryPayload, EmailPayload } from '#domain/delivery-format.ts';
import type { Db } from '../../db/client.ts';
import type { destinations } from '../../db/schema/index.ts';
import {
  interpretAnswer,
  interpretError,
  postWebhook,
  type SendOutcome,
} from '../../integrations/chat-webhooks.ts';
import { MailError, type Mail, type Mailer } from '../../integrations/email.ts';
import { deliverableRecipients, ownerOf, type RecipientLinks } from './email-recipients.ts';
import type { SecretBox } from './secret-box.ts';
import { openDestinationUrl } from './queries.ts';

export type DestinationRow = typeof destinations.$inferSelect;

export interface SenderDeps {
  db: Db;
  mailer: Mailer;
  box: SecretBox;
  timeoutMs: number;
  allowHosts: readonly string[];
  /** Host part of Message-IDs (the app's own domain). */
  mailDomain: string;
  /** Where unsubscribe links point. */
  appUrl: string;
  links: RecipientLinks;
}

/** An e-mail list's outcome per address so far; 'uncertain': taken, never confirmed. */
type EmailProgress = Record<string, 'sent' | 'uncertain'>;

interface SendOptions {
  /** Stable for the delivery (its id): what providers de-duplicate on. */
  key: string;
  /** Aborted when the delivery's time budget is spent. */
  signal?: AbortSignal;
  /** E-mail: the addresses an earlier attempt already handled, and where to note each one. */
  progress?: {
    done: EmailProgress;
    record(email: string, outcome: 'sent' | 'uncertain'): Promise<void>;
  };
}

export interface Sender {
  /** Posts one payload to one destination, once; never throws for a provider's failure. */
  send(
    destination: DestinationRow,
    payload: DeliveryPayload,
    options: SendOptions,
  ): Promise<SendOutcome>;
}

/** SMTP answers: 5xx is final, 4xx and lost connections may succeed later. */
function interpretMailError(error: MailError): SendOutcome {
  const { responseCode } = error.detail;
  if (responseCode !== undefined && responseCode >= 500)
    return { kind: 'failed', reason: `The mail server refused the message (${responseCode}).` };
  if (responseCode !== undefined)
    return {
      kind: 'retry',
      reason: `The mail server asked Herald to try later (${responseCode}).`,
      uncertain: false,
    };
  if (error.detail.code === 'ETIMEDOUT' || error.detail.code === 'EABORT')
    return { kind: 'retry', reason: 'The mail server stopped answering.', uncertain: false };
  return { kind: 'retry', reason: 'Herald could not reach the mail server.', uncertain: false };
}

const addressTag = (email: string) =>
  createHash('sha256').update(email).digest('base64url').slice(0, 12).toLowerCase();

/**
 * One announcement mail to one confirmed address: from Herald, replies to the sender, and a
 * one-click unsubscribe (RFC 8058) in the headers and at the foot (issue 20 items 3 and 15).
 */
function announcementMail(
  body: EmailPayload,
  recipient: { email: string; id: string },
  owner: { name: string; email: string },
  deps: SenderDeps,
  key: string,
): Mail {
  const unsubscribe = `${deps.appUrl}/api/email/unsubscribe?token=${deps.links.unsubscribeToken(recipient.id)}`;
  const why = `You receive this because you agreed to get team announcements from ${owner.email} through Herald.`;
  return {
    to: recipient.email,
    subject: body.subject,
    text: `${body.text}\n\n—\n${why}\nUnsubscribe: ${unsubscribe}`,
    html: `${body.html}\n<p style="margin-top:32px;font-family:system-ui,sans-serif;font-size:12px;color:#6b7280">${escapeHtml(why)} <a href="${unsubscribe}" style="color:#6b7280">Unsubscribe</a></p>`,
    // Stable per delivery and address: a client that sees it twice shows it once.
    messageId: `<delivery-${key}.${addressTag(recipient.email)}@${deps.mailDomain}>`,
    replyTo: { name: owner.name, address: owner.email },
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** Why an e-mail list whose adder deleted their account mails nobody. */
export const FORMER_MEMBERS_LIST =
  'Not sent: the person who added this e-mail list deleted their account, and its addresses agreed to get announcements from them only. An admin can save the list again to ask them.';

async function sendEmail(
  deps: SenderDeps,
  destination: DestinationRow,
  body: EmailPayload,
  options: SendOptions,
): Promise<SendOutcome> {
  const addresses = destination.emailRecipients ?? [];
  if (!addresses.length)
    return { kind: 'failed', reason: 'This e-mail destination has no addresses.' };
  // Its recipients agreed to hear from the person who added it, and that account is gone
  // (ADR 043): nobody on it is mailed until an admin saves the list again.
  if (!destination.userId) return { kind: 'failed', reason: FORMER_MEMBERS_LIST };
  const owner = await ownerOf(deps.db, destination.userId);
  const deliverable = await deliverableRecipients(deps.db, owner, addresses);
  if (!deliverable.length)
    return {
      kind: 'failed',
      reason:
        'No address of this list has confirmed yet (or all unsubscribed): Herald e-mails an address only after it confirmed. See Settings → Destinations.',
    };
  const done = options.progress?.done ?? {};
  let handled = deliverable.filter((r) => done[r.email]).length;
  let retry: SendOutcome | null = null;
  let refused: SendOutcome | null = null;
  for (const recipient of deliverable.filter((r) => !done[r.email])) {
    if (options.signal?.aborted) {
      retry = {
        kind: 'retry',
        reason: 'Herald ran out of time for this list and tries the rest again.',
        uncertain: false,
      };
      break;
    }
    try {
      await deps.mailer.send(announcementMail(body, recipient, owner, deps, options.key), {
        signal: options.signal,
      });
      await options.progress?.record(recipient.email, 'sent');
      handled++;
    } catch (error) {
      if (!(error instanceof MailError)) throw error;
      if (error.detail.maybeDelivered) {
        // The server has the whole message and went quiet: it may be delivered, so this
        // address is never mailed it again (ADR 026).
        await options.progress?.record(recipient.email, 'uncertain');
        handled++;
        continue;
      }
      const outcome = interpretMailError(error);
      if (outcome.kind === 'failed') refused ??= outcome;
      else retry ??= outcome;
    }
  }
  if (retry) return retry;
  if (handled) return { kind: 'accepted', detail: 'The mail server accepted the message.' };
  return refused ?? { kind: 'failed', reason: 'The mail server refused the message.' };
}

export function createSender(deps: SenderDeps): Sender {
  // A destination's URL opened once per row the worker read (one read per claimed batch, ADR
  // 038), not once per delivery: a burst to one channel decrypted the same URL thousands of
  // times (ADR 051). Keyed by the row object, so a batch that reads the row again (a new key,
  // a new URL) opens it again, and nothing outlives the batch.
  const opened = new WeakMap<DestinationRow, string>();
  const urlOf = (destination: DestinationRow) => {
    let url = opened.get(destination);
    if (url === undefined) {
      url = openDestinationUrl(deps.box, destination);
      opened.set(destination, url);
    }
    return url;
  };
  return {
    async send(destination, payload, options) {
      if (payload.kind === 'email') return sendEmail(deps, destination, payload.body, options);

      const kind = destination.kind as WebhookKind;
      // Checked again at send time: the rules (or DESTINATION_ALLOW_HOSTS) may have changed
      // since the URL was saved.
      const checked = checkWebhookUrl(kind, urlOf(destination), deps.allowHosts);
      if (!checked.ok) return { kind: 'failed', reason: checked.message };
      const url = checked.url;
      // Google Chat documents `requestId` as what makes a create idempotent: a request ID the
      // space has seen returns the message created with it instead of a new one
      // (spaces.messages.create; `messageId` only names a message, ADR 026).
      if (kind === 'google_chat') url.searchParams.set('requestId', options.key);
      try {
        const answer = await postWebhook(url, payload.body, {
          timeoutMs: deps.timeoutMs,
          allowHosts: deps.allowHosts,
        });
        return interpretAnswer(kind, answer);
      } catch (error) {
        return interpretError(kind, error, deps.timeoutMs);
      }
    },
  };
}
