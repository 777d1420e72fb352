import { apiGenerate, expect, signUpConfirmed, test, WELCOME } from './fixtures.ts';

test('a Basic user at the limit is stopped, told why, and shown the upgrade path; Pro options are locked', async ({
  page,
}) => {
  await signUpConfirmed(page);
  for (let i = 0; i < 4; i++) expect((await apiGenerate(page, WELCOME)).status()).toBe(200);

  await page.goto('/dashboard/generate');
  await expect(
    page.getByRole('radio', { name: /Creative & Playful.*Pro plan only/ }),
  ).toBeDisabled();
  await expect(
    page.getByRole('radio', { name: /Promotion Announcement.*Pro plan only/ }),
  ).toBeDisabled();
  await expect(
    page.getByRole('radio', { name: /Achievement Recognition.*Pro plan only/ }),
  ).toBeDisabled();
  await expect(page.getByRole('radio', { name: 'Warm & Professional' })).toBeEnabled();

  // The fifth message goes elsewhere (another tab); this page still thinks one is left.
  expect((await apiGenerate(page, WELCOME)).status()).toBe(200);
  await page.getByLabel('Name').fill('One Too Many');
  await page.getByLabel('Role').fill('Engineer');
  await page.getByRole('radio', { name: 'Warm & Professional' }).check({ force: true });
  await page.getByRole('button', { name: 'Generate Messages' }).click();
  await expect(page.getByText('Monthly Limit Reached')).toBeVisible();
  await expect(
    page.getByText(
      "You've reached your plan limit of 5 messages this month. Please upgrade your plan to continue.",
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate Messages' })).toBeDisabled();
  await page.getByRole('link', { name: 'Upgrade your plan' }).click();
  await expect(page).toHaveURL(/\/dashboard\/billing$/);
  await expect(page.getByText('5 / 5')).toBeVisible();
});
