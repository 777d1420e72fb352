import { expect, linkFromMailbox, PASSWORD, signUpConfirmed, test } from './fixtures.ts';

test('forgot password: the e-mailed link sets a new password; the old one stops working', async ({
  page,
  context,
}) => {
  const { email } = await signUpConfirmed(page);
  await context.clearCookies();

  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Password Reset Sent' })).toBeVisible();

  const link = await linkFromMailbox(page.request, email, 'Reset your Herald password');
  expect(link).toContain('/auth/reset-password?token=');
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('fresh-Passphrase-2026');
  await page.getByLabel('Confirm new password').fill('fresh-Passphrase-2026');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Sign in failed')).toBeVisible();

  await page.getByLabel('Password').fill('fresh-Passphrase-2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('protected routes redirect to sign-in when signed out', async ({ page }) => {
  for (const path of [
    '/dashboard',
    '/dashboard/generate',
    '/dashboard/messages',
    '/dashboard/settings',
    '/dashboard/billing',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth\/login$/);
  }
});

test('an unknown path shows the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/this/page/does/not/exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
