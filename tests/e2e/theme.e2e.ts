import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const html = (page: Page) => page.locator('html');

test.describe('theme', () => {
  test('a stored choice is applied before any of the app’s JavaScript runs (no flash)', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('herald-theme', 'dark'));
    // No bundle at all: only the inline head script can have set the theme.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/blog');
    await expect(html(page)).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
      'dark',
    );
    // The page body is painted with the dark background token, not the light one.
    const lightness = await page.evaluate(() => {
      const probe = document.createElement('canvas').getContext('2d')!;
      probe.fillStyle = getComputedStyle(document.body).backgroundColor;
      probe.fillRect(0, 0, 1, 1);
      const [r, g, b] = probe.getImageData(0, 0, 1, 1).data;
      return (r! + g! + b!) / 3;
    });
    expect(lightness).toBeLessThan(60);
  });

  test('the header switch applies a choice at once and remembers it', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const theme = page.getByRole('banner').getByRole('group', { name: 'Theme' });
    await expect(theme.getByRole('radio', { name: 'System' })).toBeChecked();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);

    await theme.getByText('Dark').click({ force: true }); // the label (the name is sr-only)
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expect(theme.getByRole('radio', { name: 'Dark' })).toBeChecked();

    await page.reload();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expect(theme.getByRole('radio', { name: 'Dark' })).toBeChecked();

    // Back to System: the (light) system preference wins again, and it follows changes.
    await theme.getByRole('radio', { name: 'System' }).check({ force: true });
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html(page)).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('herald-theme'))).toBeNull();
  });
});
