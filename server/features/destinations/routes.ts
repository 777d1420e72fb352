import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { formatForDestination, testMessageText } from '#domain/delivery-format.ts';
import {
  checkWebhookUrl,
  CreateDestinationInput,
  UpdateDestinationInput,
} from '#domain/destinations.ts';
import { planAllowsSending, type PlanName } from '#domain/plans.ts';
import type { AppEnv } from '../../app-env.ts';
import type { Auth } from '../../auth.ts';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../middleware/require-user.ts';
import { requireRole, requireWorkspace } from '../../middleware/require-workspace.ts';
import { consumeRateLimit } from '../../rate-limit.ts';
import { validate } from '../../validation.ts';
import type { Mailer } from '../../integrations/email.ts';
import type { Logger } from '../../logger.ts';
import type { Sender } from './send.ts';
import { getPlanForWorkspace } from '../plans/queries.ts';
import { requireSendingPlan } from '../plans/require-sending.ts';
import {
  adoptEmailList,
  countDestinationsForUser,
  createDestination,
  deleteDestinationForUser,
  getDestinationForUser,
  listDestinationsForUser,
  MAX_DESTINATIONS,
  PASTE_URL_AGAIN,
  UnreadableDestinationError,
  updateDestination,
} from './queries.ts';
import { askToConfirm, ownerOf, type ConfirmationToSend } from './email-recipients.ts';
import { confirmationRequestEmail } from './recipient-mails.ts';
import type { SecretBox } from './secret-box.ts';
import { apiError, errorBody } from '../../api-error.ts';

const notFound = errorBody('not_found', 'Destination not found.');
const tooMany = (c: Context<AppEnv>) =>
  apiError(
    c,
    409,
    'too_many',
    `You can save up to ${MAX_DESTINATIONS} destinations. Delete one you no longer use.`,
  );

export interface DestinationDeps {
  db: Db;
  auth: Auth;
  box: SecretBox;
  sender: Sender;
  mailer: Mailer;
  allowHosts: readonly string[];
  /** BILLING=off: the plan every account is on. */
  assignedPlan: PlanName | null;
  /** Where confirmation links point. */
  appUrl: string;
  /** New e-mail recipients an account may add per 24 hours (ADR 027). */
  newRecipientsPerDay: number;
}

/**
 * Mails confirmation links in the background: the API answers at once, and a slow mail
 * server never holds the request (each mail is bounded by the SMTP time limits).
 */
function mailConfirmations(
  deps: DestinationDeps,
  logger: Logger,
  ownerEmail: string,
  list: ConfirmationToSend[],
): void {
  for (const { email, token } of list) {
    const url = `${deps.appUrl}/api/email/confirm?token=${token}`;
    deps.mailer
      .send(confirmationRequestEmail(email, ownerEmail, url))
      .catch((error: unknown) =>
        logger.warn({ err: { message: (error as Error).message } }, 'confirmation mail not sent'),
      );
  }
}

/** Settings → Destinations (issue 16 item 1): a user's saved places to send to. */
export function destinationRoutes(deps: DestinationDeps) {
  const { db } = deps;

  /**
   * Makes a list's addresses known (confirmation mails to new ones; with `resend`, again to
   * those still waiting). Null when done, else the response refusing it: over the daily cap.
   */
  async function askRecipients(
    c: Context<AppEnv>,
    ownerId: string,
    emails: readonly string[],
    resend = false,
  ): Promise<Response | null> {
    // The consent list is that of whoever added the destination (ADR 027, ADR 041).
    const owner = await ownerOf(db, ownerId);
    const asked = await askToConfirm(db, owner, emails, {
      perDay: deps.newRecipientsPerDay,
      resend,
    });
    if (!asked.ok) return overDailyCap(c, asked);
    mailConfirmations(deps, c.var.logger, owner.email, asked.toConfirm);
    return null;
  }

  /** The response refusing a list with more new addresses than are left today (ADR 027). */
  const overDailyCap = (c: Context<AppEnv>, asked: { allowed: number; asked: number }) =>
    apiError(
      c,
      429,
      'recipient_limit',
      `You can add ${deps.newRecipientsPerDay} new e-mail addresses a day, and ${asked.allowed} ${asked.allowed === 1 ? 'is' : 'are'} left today; this list has ${asked.asked} new ${asked.asked === 1 ? 'one' : 'ones'}. Add the others tomorrow.`,
      { 'Retry-After': '86400' },
    );

  return new Hono<AppEnv>()
    .use(requireUser(deps.auth), requireWorkspace(db))
    .get('/', async (c) => {
      const workspaceId = c.var.workspace.id;
      const [list, plan] = await Promise.all([
        listDestinationsForUser(db, workspaceId),
        getPlanForWorkspace(db, workspaceId, deps.assignedPlan),
      ]);
      return c.json({ destinations: list, canSend: planAllowsSending(plan.name) });
    })
    .post(
      '/',
      requireRole('manageDestinations'),
      requireSendingPlan(db, deps.assignedPlan),
      validate('json', CreateDestinationInput),
      async (c) => {
        const input = c.req.valid('json');
        const scope = { userId: c.var.user.id, workspaceId: c.var.workspace.id };
        if (input.kind !== 'email') {
          const checked = checkWebhookUrl(input.kind, input.url, deps.allowHosts);
          if (!checked.ok) return apiError(c, 400, 'invalid_input', checked.message);
        }
        // Refused early when it is plainly full; createDestination checks again, in the same
        // step as the insert, for requests that arrive together.
        if ((await countDestinationsForUser(db, scope.workspaceId)) >= MAX_DESTINATIONS)
          return tooMany(c);
        if (input.kind !== 'email') {
          const { destination } = await createDestination(db, deps.box, scope, input);
          return destination ? c.json({ destination }, 201) : tooMany(c);
        }
        // A list's addresses are recorded in the transaction that saves it, and mailed only
        // once it is committed: a list refused there (the 51st of two saves at once) has asked
        // nobody, and mailed nobody.
        const owner = await ownerOf(db, scope.userId);
        const { destination, within: asked } = await createDestination(
          db,
          deps.box,
          scope,
          input,
          (tx) => askToConfirm(tx, owner, input.emails, { perDay: deps.newRecipientsPerDay }),
        );
        if (asked && !asked.ok) return overDailyCap(c, asked);
        if (!destination) return tooMany(c);
        if (asked) mailConfirmations(deps, c.var.logger, owner.email, asked.toConfirm);
        return c.json({ destination }, 201);
      },
    )
    .patch(
      '/:id',
      requireRole('manageDestinations'),
      requireSendingPlan(db, deps.assignedPlan),
      validate('json', UpdateDestinationInput),
      async (c) => {
        const changes = c.req.valid('json');
        const row = await getDestinationForUser(db, c.var.workspace.id, c.req.param('id'));
        if (!row) return c.json(notFound, 404);
        const kind = row.kind;
        if (kind === 'email' && changes.url !== undefined)
          return apiError(
            c,
            400,
            'invalid_input',
            'An e-mail destination has addresses, not a URL.',
          );
        if (kind !== 'email' && changes.emails !== undefined)
          return apiError(
            c,
            400,
            'invalid_input',
            'A webhook destination has a URL, not addresses.',
          );
        if (kind !== 'email' && changes.url !== undefined) {
          const checked = checkWebhookUrl(kind, changes.url, deps.allowHosts);
          if (!checked.ok) return apiError(c, 400, 'invalid_input', checked.message);
        }
        if (changes.emails === undefined) {
          const { destination } = await updateDestination(db, deps.box, row, changes);
          return destination ? c.json({ destination }) : c.json(notFound, 404);
        }
        // A list whose adder deleted their account is asked again in this admin's name. Its
        // new addresses are recorded in the step that saves the change, and mailed once it is
        // committed, as when a list is added.
        const owner = await ownerOf(db, row.userId ?? c.var.user.id);
        const emails = changes.emails;
        const { destination, within: asked } = await updateDestination(db, deps.box, row, changes, {
          ...(!row.userId && { adoptBy: c.var.user.id }),
          within: (tx) => askToConfirm(tx, owner, emails, { perDay: deps.newRecipientsPerDay }),
        });
        if (asked && !asked.ok) return overDailyCap(c, asked);
        if (!destination) return c.json(notFound, 404);
        if (asked) mailConfirmations(deps, c.var.logger, owner.email, asked.toConfirm);
        return c.json({ destination });
      },
    )
    .post(
      '/:id/confirmations',
      requireRole('manageDestinations'),
      requireSendingPlan(db, deps.assignedPlan),
      async (c) => {
        // "Send again": a fresh confirmation link to the addresses still waiting (ADR 027).
        const row = await getDestinationForUser(db, c.var.workspace.id, c.req.param('id'));
        if (!row) return c.json(notFound, 404);
        if (row.kind !== 'email')
          return apiError(
            c,
            400,
            'invalid_input',
            'Only e-mail destinations have addresses to confirm.',
          );
        const refused = await askRecipients(
          c,
          row.userId ?? c.var.user.id,
          row.emailRecipients ?? [],
          true,
        );
        if (refused) return refused;
        if (!row.userId) await adoptEmailList(db, row, c.var.user.id);
        const [destination] = (await listDestinationsForUser(db, c.var.workspace.id)).filter(
          (d) => d.id === row.id,
        );
        return c.json({ destination: destination! });
      },
    )
    .delete('/:id', requireRole('manageDestinations'), async (c) => {
      const deleted = await deleteDestinationForUser(
        db,
        { workspaceId: c.var.workspace.id, actorId: c.var.user.id },
        c.req.param('id'),
      );
      return deleted ? c.body(null, 204) : c.json(notFound, 404);
    })
    .post('/:id/test', requireSendingPlan(db, deps.assignedPlan), async (c) => {
      const userId = c.var.user.id;
      const rate = await consumeRateLimit(db, `destination-test:${userId}`, {
        limit: 10,
        windowMs: 60_000,
      });
      if (!rate.allowed)
        return apiError(c, 429, 'rate_limited', 'Too many test messages. Please wait a minute.', {
          'Retry-After': String(rate.retryAfterSeconds),
        });
      const row = await getDestinationForUser(db, c.var.workspace.id, c.req.param('id'));
      if (!row) return c.json(notFound, 404);
      const kind = row.kind;
      const payload = formatForDestination(kind, testMessageText(row.name), {
        name: '',
        messageType: 'welcome',
      });
      if (payload.kind === 'email') payload.body.subject = 'Test message from Herald';
      let outcome;
      try {
        // A test has no delivery of its own: a fresh key, so providers that deduplicate post it.
        outcome = await deps.sender.send(row, payload, {
          key: randomUUID(),
          signal: AbortSignal.timeout(30_000),
        });
      } catch (error) {
        // Saved under a DESTINATIONS_KEY this installation no longer has (issue 20 item 7).
        if (!(error instanceof UnreadableDestinationError)) throw error;
        return apiError(c, 409, 'destination_unreadable', PASTE_URL_AGAIN);
      }
      const message =
        outcome.kind === 'accepted'
          ? outcome.detail
          : outcome.kind === 'failed'
            ? outcome.reason
            : `${outcome.reason} Try again in a moment.`;
      c.var.logger.info({ destinationId: row.id, kind, outcome: outcome.kind }, 'destination test');
      return c.json({ ok: outcome.kind === 'accepted', message });
    });
}
