import { expect, signUpConfirmed, test } from './fixtures.ts';

test('on a phone: the site menu, the dashboard drawer and the generate flow work', async ({
  page,
}) => {
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: 'Menu' });
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/#pricing$/);
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

  await signUpConfirmed(page, { name: 'Mo Bile' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: 'New Message' })).toBeVisible();
  await drawer.getByRole('link', { name: 'New Message' }).click();
  await expect(page).toHaveURL(/\/dashboard\/generate$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The URL changes before the route's code loads: fill the generate form itself, once it is
  // on screen, not a field of the page before that shares its label (team-workspace.e2e.ts).
  const form = page.getByRole('form', { name: 'Message details' });
  await expect(page.getByText('Ready to Generate')).toBeVisible();
  await form.getByLabel('Name').fill('Priya Sharma');
  await form.getByLabel('Role').fill('Data Engineer');
  await page.getByRole('radio', { name: 'Casual & Concise' }).check({ force: true });
  await page.getByRole('button', { name: 'Generate Messages' }).click();
  // The options arrive below the form: the page brings them into view.
  await expect(page.getByRole('heading', { name: 'Generated Messages' })).toBeInViewport();
  await expect(page.getByText('Option 3', { exact: true })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
