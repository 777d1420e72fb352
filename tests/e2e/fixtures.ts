import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import type { Mail } from '../setup/accounts.ts';

export { expect };

// Journeys run in parallel workers (playwright.config.ts), each its own process: the random
// part keeps two workers' addresses apart even when they draw one in the same millisecond.
const RUN = randomBytes(3).toString('hex');
let counter = 0;

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}.${RUN}.${counter++}@example.com`;
}

/**
 * A client address of its own (10.x.y.z), sent as X-Forwarded-For: the e2e server trusts that
 * header (TRUST_PROXY in playwright.config.ts), as production trusts only its own proxy's
 * entry, so journeys running side by side are distinct visitors to the per-IP auth limits,
 * instead of one 127.0.0.1 whose sign-ups and reset requests add up across the whole suite.
 */
export function clientAddress(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${(c! % 254) + 1}`;
}

export const PASSWORD = 'a-Sturdy-passphrase-42';

/** Waits for the newest mail to `to` with `subject` in the dev mailbox and returns its first link. */
export async function linkFromMailbox(
  request: APIRequestContext,
  to: string,
  subject: string,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/dev/mailbox');
        const { mails } = (await res.json()) as { mails: Mail[] };
        const mail = mails.find((m) => m.to === to && m.subject === subject);
        link = mail?.text.match(/https?:\/\/\S+/)?.[0];
        return link;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return link!;
}

/**
 * Creates a confirmed account through the API (sign-up + the dev mailbox link) and signs the
 * page's browser context in — the journeys that are not about sign-up start here.
 */
export async function signUpConfirmed(page: Page, options: { name?: string; email?: string } = {}) {
  const email = options.email ?? uniqueEmail('e2e');
  const name = options.name ?? 'Jordan Lee';
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, name, callbackURL: '/dashboard' },
    headers: {
      origin: serverOrigin(),
      // Each scripted sign-up comes from its own address, as real visitors' do: the per-IP
      // limit (10 sign-ups per 10 minutes) would otherwise stop the suite, not a person.
      'x-forwarded-for': clientAddress(),
    },
  });
  expect(res.status()).toBe(200);
  const link = await linkFromMailbox(page.request, email, 'Confirm your e-mail for Herald');
  await page.goto(link);
  await expect(page).toHaveURL(/\/dashboard$/);
  return { email, name, password: PASSWORD };
}

/**
 * Every test's browser context (its pages and `page.request`) is one visitor with its own
 * client address (clientAddress); a context a test opens itself passes `extraHTTPHeaders` on.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': clientAddress() });
  },
});

/**
 * The origin of the server the running test's project talks to (its baseURL): the shared
 * server, or the autopilot journey's own one with a settable clock (playwright.config.ts).
 */
export function serverOrigin(): string {
  return new URL(base.info().project.use.baseURL!).origin;
}

/** Upgrades the signed-in user with the local test checkout (what a webhook would do). */
export async function becomePro(page: Page) {
  const checkout = await page.request.post('/api/billing/checkout', {
    data: {},
    headers: { origin: serverOrigin() },
  });
  expect(checkout.status()).toBe(200);
  const { url } = (await checkout.json()) as { url: string };
  const paid = await page.request.post(`/api/test-billing/checkouts/${url.split('/').at(-1)}/pay`, {
    data: {},
    headers: { origin: serverOrigin() },
  });
  expect(paid.status()).toBe(200);
}

/**
 * Settings → Destinations (the page must be open): adds a Slack channel by its incoming
 * webhook and waits for it in the list. Returns the card for further checks.
 */
export async function addSlackDestination(page: Page, name: string, webhook: string) {
  const card = page.locator('#destinations');
  await card.getByRole('button', { name: 'Add destination' }).click();
  await card.getByLabel('Type').selectOption('slack');
  await card.getByLabel('Name').fill(name);
  await card.getByLabel('Incoming webhook URL').fill(webhook);
  await card.getByRole('button', { name: 'Add destination' }).click();
  await expect(card.getByText(name, { exact: true })).toBeVisible();
  return card;
}

/** Generates through the API with the page's session (setting up state for a journey). */
export async function apiGenerate(page: Page, body: Record<string, unknown>) {
  const res = await page.request.post('/api/generate', {
    data: body,
    headers: { origin: serverOrigin() },
  });
  return res;
}

export const WELCOME = {
  newHireName: 'Priya Sharma',
  role: 'Data Engineer',
  tone: 'warm_professional',
  messageType: 'welcome',
};

/**
 * Serious and critical WCAG 2.1 AA violations on the page as it is now, judged once animations
 * have settled: a dialog fades in (tw-animate-css), and contrast mid-fade is not the page's.
 */
export async function seriousViolations(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
    }));
}
