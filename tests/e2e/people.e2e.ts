import { expect, seriousViolations, signUpConfirmed, test } from './fixtures.ts';

// Issue 25 items 1-2 (ADR 048): People is locked on Basic; on Pro an admin imports a sheet,
// chooses how its dates are written, and importing it again changes nothing.
const SHEET = [
  '\uFEFFEmployee ID;Full name;Work e-mail;Start date;Time zone;Fun fact',
  'E-1;"Lovelace; Ada";ada@example.com;04/03/2027;Europe/London;"Wrote the first program,',
  'in 1843"',
  'E-2;Grace Hopper;grace@example.com;15/03/2027;America/New_York;',
  'E-3;Alan Turing;alan@example.com;31/02/2027;Europe/London;',
].join('\r\n');

test('People: locked on Basic; on Pro, import a spreadsheet with a date format, twice', async ({
  page,
}) => {
  await signUpConfirmed(page);
  await page.goto('/dashboard/people');
  await expect(page.getByText('People is part of the Pro plan.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Upgrade to Pro' }).click();
  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await page.getByRole('button', { name: 'Pay (test)' }).click();
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();

  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'People' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  await expect(page.getByText('No one is starting soon.')).toBeVisible();

  await page.getByRole('button', { name: 'Import' }).click();
  const panel = page.getByRole('region', { name: 'Import from a spreadsheet' });
  await panel.getByLabel('Spreadsheet (CSV)').setInputFiles({
    name: 'joiners.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(SHEET),
  });
  await expect(panel.getByText(/3 rows, separated by semicolons; 1 row ready/)).toBeVisible();
  await expect(panel.getByText(/Some dates read two ways/)).toBeVisible();
  await panel.getByLabel('Date format').selectOption('dmy');
  await expect(panel.getByText('Row 4: the start date “31/02/2027” is not a date.')).toBeVisible();
  await panel.getByRole('button', { name: 'Import 2 people' }).click();
  await expect(panel.getByText('Imported: 2 added, 0 updated, 0 unchanged.')).toBeVisible();

  const list = page.getByRole('list', { name: 'People' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText('Lovelace; Ada');
  await expect(list.getByRole('listitem').first()).toContainText('Starts Thu, Mar 4, 2027');

  await panel.getByLabel('Spreadsheet (CSV)').setInputFiles({
    name: 'joiners.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(SHEET),
  });
  await panel.getByRole('button', { name: 'Import 2 people' }).click();
  await expect(panel.getByText('Imported: 0 added, 0 updated, 2 unchanged.')).toBeVisible();
  // The screen with the import preview and the list, as a keyboard or screen-reader user meets it.
  expect(await seriousViolations(page)).toEqual([]);
});
