import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';

export { expect };

let counter = 0;

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}.${counter++}@example.com`;
}

export const PASSWORD = 'a-Sturdy-passphrase-42';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

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
      origin: `http://localhost:${process.env.E2E_PORT ?? 4317}`,
      // Each scripted sign-up comes from its own address, as real visitors' do: the per-IP
      // limit (10 sign-ups per 10 minutes) would otherwise stop the suite, not a person.
      'x-forwarded-for': `10.${counter % 250}.${Math.floor(Math.random() * 250)}.${++counter % 250}`,
    },
  });
  expect(res.status()).toBe(200);
  const link = await linkFromMailbox(page.request, email, 'Confirm your e-mail for Herald');
  await page.goto(link);
  await expect(page).toHaveURL(/\/dashboard$/);
  return { email, name, password: PASSWORD };
}

export const test = base;

const ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 4317}`;

/** Generates through the API with the page's session (setting up state for a journey). */
export async function apiGenerate(page: Page, body: Record<string, unknown>) {
  const res = await page.request.post('/api/generate', { data: body, headers: { origin: ORIGIN } });
  return res;
}

export const WELCOME = {
  newHireName: 'Priya Sharma',
  role: 'Data Engineer',
  tone: 'warm_professional',
  messageType: 'welcome',
};
