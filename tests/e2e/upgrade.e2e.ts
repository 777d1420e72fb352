import { apiGenerate, expect, signUpConfirmed, test, WELCOME } from './fixtures.ts';

test('upgrade with the test checkout, see Pro active, use Pro, manage membership, back to Basic after revoke', async ({
  page,
}) => {
  await signUpConfirmed(page);

  await page.goto('/dashboard/billing');
  await expect(page.getByText('BASIC PLAN', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await expect(page).toHaveURL(/\/test-checkout\//);
  await expect(page.getByText(/test mode/i).first()).toBeVisible();
  await page.getByRole('button', { name: 'Pay (test)' }).click();

  await expect(page).toHaveURL(/\/success-payment\?checkout_id=/);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  // The test checkout delivers its webhook on its own, as Polar does, so it may land before or
  // after this page first asks. The page asks again every 2 s and, once the plan is there, says
  // so and leads to the dashboard instead of asking to sign in again (issue 20 item 16); the
  // sign-out path is covered in tests/web/dashboard/success-payment.test.tsx. Clicking
  // "Sign Out & Re-login" here would race the page changing under the pointer.
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/dashboard/generate');
  await expect(page.getByRole('radio', { name: 'Creative & Playful' })).toBeEnabled();
  await expect(page.getByRole('radio', { name: 'Promotion Announcement' })).toBeEnabled();
  for (let i = 0; i < 6; i++) expect((await apiGenerate(page, WELCOME)).status()).toBe(200);

  await page.goto('/dashboard/billing');
  await expect(page.getByText('PRO PLAN', { exact: true })).toBeVisible();
  await expect(page.getByText('6 / ∞')).toBeVisible();
  await page.getByRole('button', { name: 'Manage Membership' }).click();
  await expect(page).toHaveURL(/\/test-portal$/);
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByText(/Cancelled, active until/)).toBeVisible();
  await page.getByRole('button', { name: 'End the billing period now (test)' }).click();
  await expect(page.getByText('Ended')).toBeVisible();

  await page.goto('/dashboard/billing');
  await expect(page.getByText('BASIC PLAN', { exact: true })).toBeVisible();
});
