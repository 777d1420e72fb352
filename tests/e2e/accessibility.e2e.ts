import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  apiGenerate,
  clientAddress,
  expect,
  seriousViolations,
  signUpConfirmed,
  test,
  WELCOME,
} from './fixtures.ts';

const PUBLIC = [
  '/',
  '/blog',
  '/blog/perfect-welcome-message',
  '/blog/creative-announcement-examples',
  '/blog/slack-vs-email-announcements',
  '/blog/generic-emails-hurt-onboarding',
  '/blog/ai-welcome-message-generator-guide',
  '/blog/remote-team-introductions',
  '/contact',
  '/privacy',
  '/terms',
  '/refund',
  '/auth/login',
  '/auth/signup',
  '/auth/forgot-password',
  '/auth/reset-password?token=x',
  '/no-such-page',
];

const APP = [
  '/dashboard',
  '/dashboard/generate',
  '/dashboard/messages',
  '/dashboard/settings',
  '/dashboard/billing',
  '/dashboard/scheduled',
  '/success-payment?checkout_id=chk_1',
];

/** Where a worker keeps the signed-in screens' session for a colour scheme. */
const sessionFile = (scheme: string | null, workerIndex: number) =>
  join(import.meta.dirname, `../../test-results/e2e/a11y-session-${scheme}-${workerIndex}.json`);

/** Serious and critical WCAG violations on the page as it is now, in the theme under test. */
async function violationsIn(page: Page, scheme: 'light' | 'dark') {
  // Proves the page really is in the theme under test (the head script read the system
  // preference), so a broken dark mode cannot pass by quietly checking light twice.
  await expect(page.locator('html')).toHaveClass(
    scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
  );
  return seriousViolations(page);
}

// Both themes: the visitor's system preference picks one (no stored choice), as on a first
// visit; axe checks colour contrast among the rest. Each page is its own test, so one page's
// audit (axe takes seconds on a loaded machine) has the whole test timeout to itself.
for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} theme, public pages`, () => {
    test.use({ colorScheme: scheme });

    for (const path of PUBLIC)
      test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await violationsIn(page, scheme), path).toEqual([]);
      });
  });

  test.describe(`${scheme} theme, signed-in screens`, () => {
    // One confirmed user with one message for all the screens: its session is saved once per
    // worker (the tests of this group run on both workers side by side) and every test's
    // fresh context starts from it.
    test.use({
      colorScheme: scheme,
      storageState: async ({ colorScheme }, use, testInfo) =>
        use(sessionFile(colorScheme, testInfo.workerIndex)),
    });

    test.beforeAll(async ({ browser }, workerInfo) => {
      const context = await browser.newContext({
        colorScheme: scheme,
        storageState: undefined,
        extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
      });
      const page = await context.newPage();
      await signUpConfirmed(page);
      expect((await apiGenerate(page, WELCOME)).status()).toBe(200);
      await context.storageState({ path: sessionFile(scheme, workerInfo.workerIndex) });
      await context.close();
    });

    for (const path of APP)
      test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
        await page.goto(path);
        // These screens are not prerendered: until the app has rendered the route, the page
        // is the loading fallback (no title, no <main>), and on a starved CPU the network can
        // fall idle before that, so axe would judge the spinner.
        await expect(page.locator('main')).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await violationsIn(page, scheme), path).toEqual([]);
      });

    test('the delete message dialog has no serious or critical accessibility violations', async ({
      page,
    }) => {
      await page.goto('/dashboard/messages');
      await page
        .getByRole('button', { name: /delete/i })
        .first()
        .click();
      await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible();
      expect(await violationsIn(page, scheme), 'delete message dialog').toEqual([]);
    });

    test('the delete account dialog has no serious or critical accessibility violations', async ({
      page,
    }) => {
      await page.goto('/dashboard/settings');
      await page
        .getByRole('button', { name: /delete (my )?account/i })
        .first()
        .click();
      await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible();
      expect(await violationsIn(page, scheme), 'delete account dialog').toEqual([]);
    });
  });
}
