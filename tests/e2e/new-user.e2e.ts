import { apiGenerate, expect, linkFromMailbox, test, uniqueEmail, WELCOME } from './fixtures.ts';

test('a new user signs up, confirms, generates, finds it in history and edits their name', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const email = uniqueEmail('newbie');

  // Sign up and confirm through the dev mailbox.
  await page.goto('/auth/signup');
  await page.getByLabel('Display name').fill('Jordan Lee');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a-Sturdy-passphrase-42');
  await page.getByLabel('Confirm password').fill('a-Sturdy-passphrase-42');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.goto(await linkFromMailbox(page.request, email, 'Confirm your e-mail for Herald'));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Jordan Lee' })).toBeVisible();

  // Generate: validation first, then success, then copy.
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'New Message' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/generate$/);
  await expect(page.getByText('Ready to Generate')).toBeVisible();
  await page.getByRole('button', { name: 'Generate Messages' }).click();
  await expect(page.getByText('Missing Information')).toBeVisible();

  await page.getByLabel('Name').fill('Priya Sharma');
  await page.getByLabel('Role').fill('Data Engineer');
  await page.getByRole('radio', { name: 'Warm & Professional' }).check({ force: true });
  await page.getByRole('button', { name: 'Generate Messages' }).click();
  await expect(page.getByText('Messages Generated!')).toBeVisible();
  for (const n of [1, 2, 3])
    await expect(page.getByText(`Option ${n}`, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Copy Option 1' }).click();
  await expect(page.getByText('Message copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Priya');

  // Four more through the API: five messages make one full history page.
  for (const name of ['Marcus Chen', 'Zoë Müller', 'Sam Okafor', 'Ravi Patel'])
    expect((await apiGenerate(page, { ...WELCOME, newHireName: name })).status()).toBe(200);

  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Message History' })
    .click();
  await expect(page.getByRole('heading', { name: 'Message History' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ravi Patel' })).toBeVisible();
  await page.getByPlaceholder('Search messages by name, role, or tone...').fill('zoë');
  await expect(page).toHaveURL(/q=zo%C3%AB|q=zoë/);
  await expect(page.getByRole('heading', { name: 'Zoë Müller' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ravi Patel' })).toHaveCount(0);
  await page.getByPlaceholder('Search messages by name, role, or tone...').fill('nobody-like-this');
  await expect(page.getByText('No messages found matching your search.')).toBeVisible();

  // Settings: edit the display name; the greeting follows.
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await page.getByLabel('Display Name').fill('Jordan Q. Lee');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your settings have been saved successfully')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Overview' })
    .click();
  await expect(page.getByRole('heading', { name: 'Welcome back, Jordan Q. Lee' })).toBeVisible();
});
