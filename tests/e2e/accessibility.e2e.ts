import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiGenerate, expect, signUpConfirmed, test, WELCOME } from './fixtures.ts';

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

/** Serious and critical WCAG violations on the page as it is now. */
async function seriousViolations(page: Page, scheme: 'light' | 'dark') {
  // Proves the page really is in the theme under test (the head script read the system
  // preference), so a broken dark mode cannot pass by quietly checking light twice.
  await expect(page.locator('html')).toHaveClass(
    scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
  );
  // A dialog fades in (tw-animate-css): judge contrast on the settled page, not mid-fade.
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

// Both themes: the visitor's system preference picks one (no stored choice), as on a first
// visit; axe checks colour contrast among the rest.
for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme });

    test('public pages have no serious or critical accessibility violations', async ({ page }) => {
      for (const path of PUBLIC) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page, scheme), path).toEqual([]);
      }
    });

    test('signed-in screens and their dialogs have no serious or critical accessibility violations', async ({
      page,
    }) => {
      await signUpConfirmed(page);
      expect((await apiGenerate(page, WELCOME)).status()).toBe(200);
      for (const path of APP) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page, scheme), path).toEqual([]);
      }

      await page.goto('/dashboard/messages');
      await page
        .getByRole('button', { name: /delete/i })
        .first()
        .click();
      await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible();
      expect(await seriousViolations(page, scheme), 'delete message dialog').toEqual([]);
      await page.keyboard.press('Escape');

      await page.goto('/dashboard/settings');
      await page
        .getByRole('button', { name: /delete (my )?account/i })
        .first()
        .click();
      await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible();
      expect(await seriousViolations(page, scheme), 'delete account dialog').toEqual([]);
    });
  });
}
