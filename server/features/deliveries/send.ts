import { checkWebhookUrl, type WebhookKind } from '#domain/destinations.ts';
import type { DeliveryPayload } from '#domain/delivery-format.ts';
import type { destinations } from '../../db/schema/index.ts';
import {
  interpretAnswer,
  interpretError,
  postWebhook,
  type SendOutcome,
} from '../../integrations/chat-webhooks.ts';
import type { Mailer } from '../../integrations/email.ts';
import type { SecretBox } from '../destinations/secret-box.ts';
import { openDestinationUrl } from '../destinations/queries.ts';

export type DestinationRow = typeof destinations.$inferSelect;

export interface SenderDeps {
  mailer: Mailer;
  box: SecretBox;
  timeoutMs: number;
  allowHosts: readonly string[];
  /** Host part of Message-IDs (the app's own domain). */
  mailDomain: string;
}

export interface Sender {
  /** Posts one payload to one destination, once; never throws for a provider's failure. */
  send(
    destination: DestinationRow,
    payload: DeliveryPayload,
    idempotencyKey: string,
  ): Promise<SendOutcome>;
}

/** SMTP answers: 5xx is final, 4xx and lost connections may succeed later. */
function interpretMailError(error: unknown): SendOutcome {
  const { responseCode, code } = error as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode === 'number' && responseCode >= 500)
    return { kind: 'failed', reason: `The mail server refused the message (${responseCode}).` };
  if (typeof responseCode === 'number' && responseCode >= 400)
    return {
      kind: 'retry',
      reason: `The mail server asked Herald to try later (${responseCode}).`,
      uncertain: false,
    };
  if (code === 'ETIMEDOUT' || code === 'ESOCKET')
    return { kind: 'retry', reason: 'The mail server stopped answering.', uncertain: true };
  return { kind: 'retry', reason: 'Herald could not reach the mail server.', uncertain: false };
}

export function createSender(deps: SenderDeps): Sender {
  return {
    async send(destination, payload, idempotencyKey) {
      if (payload.kind === 'email') {
        const recipients = destination.emailRecipients ?? [];
        if (!recipients.length)
          return { kind: 'failed', reason: 'This e-mail destination has no addresses.' };
        try {
          await deps.mailer.send({
            to: recipients.join(', '),
            ...payload.body,
            messageId: `<delivery-${idempotencyKey}@${deps.mailDomain}>`,
          });
          return { kind: 'accepted', detail: 'The mail server accepted the message.' };
        } catch (error) {
          return interpretMailError(error);
        }
      }

      const kind = destination.kind as WebhookKind;
      // Checked again at send time: the rules (or DESTINATION_ALLOW_HOSTS) may have changed
      // since the URL was saved.
      const checked = checkWebhookUrl(
        kind,
        openDestinationUrl(deps.box, destination),
        deps.allowHosts,
      );
      if (!checked.ok) return { kind: 'failed', reason: checked.message };
      const url = checked.url;
      // Google Chat keeps a client-assigned message id unique per space: a second post with
      // the same id is refused (409) instead of shown twice.
      if (kind === 'google_chat') url.searchParams.set('messageId', `client-${idempotencyKey}`);
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
