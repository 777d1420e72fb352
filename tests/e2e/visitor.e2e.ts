import { expect, test } from './fixtures.ts';

test('a visitor tries the live demo, reads pricing and reaches sign-up', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('60 second setup')).toBeVisible();

  await page
    .getByRole('navigation')
    .first()
    .getByRole('link', { name: 'Examples' })
    .first()
    .click();
  await expect(page).toHaveURL(/#examples$/);
  await page.locator('#demo-name').fill('Priya Sharma');
  await page.locator('#demo-role').fill('Data Engineer');
  await page
    .locator('#examples')
    .getByRole('button', { name: /generate/i })
    .click();
  await expect(page.locator('#examples').getByText('Option 1')).toBeVisible();
  await expect(page.locator('#examples').getByText('Option 3')).toBeVisible();

  await page.goto('/#pricing');
  await expect(page.getByText('$14.99')).toBeVisible();
  await page.getByRole('link', { name: 'Start Pro Trial' }).click();
  await expect(page).toHaveURL(/\/auth\/signup$/);
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
});
