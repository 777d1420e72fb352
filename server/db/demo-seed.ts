import { randomBytes, randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { parseGenerateInput, type GenerateInputRaw } from '#domain/generation.ts';
import {
  COMPOSER_MODEL,
  createComposer,
} from '../features/announcements/writing/composer/composer.ts';
import { hashPassword } from '../features/auth/password-policy.ts';
import type { Db } from './client.ts';
import { account, messages, messageSuggestions, profiles, user } from './schema/index.ts';
import { personalWorkspaceId } from '../middleware/require-workspace.ts';

/**
 * `npm run db:seed`: a confirmed demo account with a few announcements in its history, for
 * trying the dashboard without signing up. Idempotent: a second run finds the account and
 * changes nothing (unless asked for a new password), so it is safe in a start script.
 */

export const DEMO_EMAIL = 'demo@example.com';
const DEMO_NAME = 'Demo User';

/** What the history shows; written by the built-in composer, as a real generation would be. */
const HISTORY: GenerateInputRaw[] = [
  {
    newHireName: 'Priya Sharma',
    messageType: 'welcome',
    tone: 'warm_professional',
    role: 'Data Engineer',
    team: 'Platform',
    startDate: 'Monday',
    hobbies: 'bouldering and sourdough baking',
  },
  {
    newHireName: 'Mateo Rossi',
    messageType: 'promotion',
    tone: 'excited_fun',
    currentRole: 'Support Specialist',
    newRole: 'Support Lead',
    promotionDetails: 'cut first-response times in half and mentored three new teammates',
  },
  {
    newHireName: 'Amara Okafor',
    messageType: 'achievements',
    tone: 'inspiring_motivational',
    role: 'Product Designer',
    achievementDescription: 'shipped the new onboarding flow',
    achievementDetails: 'sign-up completion rose from 61% to 78% in the first month',
  },
  {
    newHireName: 'Jonas Berg',
    messageType: 'welcome',
    tone: 'casual_concise',
    role: 'Backend Developer',
    funFact: 'has run a marathon on every continent but Antarctica',
  },
];

const DAY_MS = 86_400_000;

export interface SeedResult {
  email: string;
  /** Set when this run chose the password; null when an existing account kept its own. */
  password: string | null;
  created: boolean;
  messages: number;
}

/** A password to print once: 16 random bytes, readable and far from the common-password list. */
function newPassword(): string {
  return `demo-${randomBytes(12).toString('base64url')}`;
}

export async function seedDemo(
  db: Db,
  options: { resetPassword?: boolean; now?: Date } = {},
): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_EMAIL));

  let password: string | null = null;
  let userId = existing?.id;
  if (!userId) {
    password = newPassword();
    const id = randomUUID().replace(/-/g, '');
    userId = id;
    const hash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await tx.insert(user).values({ id, name: DEMO_NAME, email: DEMO_EMAIL, emailVerified: true });
      // Better Auth's e-mail + password account: provider "credential", its id the user's.
      await tx.insert(account).values({
        id: randomUUID(),
        accountId: id,
        providerId: 'credential',
        userId: id,
        password: hash,
      });
      await tx
        .insert(profiles)
        .values({ userId: id, displayName: DEMO_NAME, email: DEMO_EMAIL, timeZone: 'UTC' });
    });
  } else if (options.resetPassword) {
    password = newPassword();
    await db
      .update(account)
      .set({ password: await hashPassword(password), updatedAt: now })
      .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  }

  const [stored] = await db
    .select({ n: count() })
    .from(messages)
    .where(eq(messages.userId, userId));
  if (!stored?.n) await writeHistory(db, userId, now);
  const [after] = await db.select({ n: count() }).from(messages).where(eq(messages.userId, userId));
  return { email: DEMO_EMAIL, password, created: !existing, messages: after?.n ?? 0 };
}

/**
 * Dated before the current month began: the usage ledger counts this month's generations
 * (ADR 019) and has no rows for these, so the dashboard's "this month" stays truthful.
 */
async function writeHistory(db: Db, userId: string, now: Date) {
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const composer = createComposer();
  const workspaceId = await personalWorkspaceId(db, userId);
  await db.transaction(async (tx) => {
    for (const [index, raw] of HISTORY.entries()) {
      const parsed = parseGenerateInput({ length: 'medium', ...raw });
      if (!parsed.success) throw new Error(`demo message ${index + 1}: ${parsed.error}`);
      const input = parsed.data;
      const options: string[] = [];
      // A fixed seed per message: the same demo history on every machine.
      for await (const option of composer.write(input, { seed: 1000 + index }))
        options.push(option);
      const [message] = await tx
        .insert(messages)
        .values({
          userId,
          workspaceId,
          newHireName: input.newHireName,
          role: input.role ?? input.newRole ?? null,
          tone: input.tone,
          messageType: input.messageType,
          input,
          writer: 'composer',
          model: COMPOSER_MODEL,
          createdAt: new Date(monthStart - (1 + index * 3) * DAY_MS),
        })
        .returning({ id: messages.id });
      await tx.insert(messageSuggestions).values(
        options.map((text, position) => ({
          messageId: message!.id,
          position,
          suggestionText: text,
        })),
      );
    }
  });
}
