import { FakeChatWebhooks } from '../mocks/chat-webhooks.ts';
import {
  addSlackDestination,
  apiGenerate,
  becomePro,
  expect,
  linkFromMailbox,
  seriousViolations,
  signUpConfirmed,
  test,
  uniqueEmail,
  WELCOME,
} from './fixtures.ts';

// Issue 16 item 12: a Pro user adds a Slack destination (the loopback fake), sends one option
// now, schedules another a minute ahead, and sees both sent.
const slack = new FakeChatWebhooks();

test.beforeAll(async () => {
  await slack.start();
});
test.afterAll(async () => {
  await slack.stop();
});

/** 'YYYY-MM-DD' and 'HH:MM' in UTC of the next minute that starts at least 20 s from now. */
function nextMinuteUtc() {
  const at = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000);
  return { date: at.toISOString().slice(0, 10), time: at.toISOString().slice(11, 16) };
}

test('a Pro user sends one option now and schedules another a minute ahead; both are sent', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpConfirmed(page, { name: 'Morgan Diaz' });
  await becomePro(page);
  expect((await apiGenerate(page, WELCOME)).status()).toBe(200);
  const webhook = slack.webhook('slack');

  // Settings → Destinations: add the Slack webhook and test it.
  await page.goto('/dashboard/settings');
  const card = await addSlackDestination(page, '#team', webhook);
  await expect(card.getByText(/…/)).toBeVisible();
  await expect(card.getByText(webhook)).toHaveCount(0);
  await card.getByRole('button', { name: 'Send test' }).click();
  await expect(card.getByText('Slack accepted the message.')).toBeVisible();
  expect(await seriousViolations(page), 'destinations').toEqual([]);

  // History: send Option 1 now.
  await page.goto('/dashboard/messages');
  await page.getByRole('button', { name: 'Show Messages' }).first().click();
  await page.getByRole('button', { name: 'Send Option 1' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Preview: how Slack shows it')).toBeVisible();
  await expect(dialog.getByTestId('delivery-preview').locator('strong').first()).toHaveText(
    'Priya Sharma',
  );
  expect(await seriousViolations(page), 'send dialog').toEqual([]);
  await dialog
    .getByLabel('Message')
    .fill('Please welcome **Priya Sharma**, our new Data Engineer!');
  await dialog.getByRole('button', { name: 'Send now' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Sending to #team')).toBeVisible();

  // Option 2: schedule for the next minute, in UTC.
  await page.getByRole('button', { name: 'Send Option 2' }).click();
  await dialog.getByLabel('Later', { exact: true }).check();
  const when = nextMinuteUtc();
  await dialog.getByLabel('Time zone').selectOption('UTC');
  await dialog.getByLabel('Date', { exact: true }).fill(when.date);
  await dialog.getByLabel('Time', { exact: true }).fill(when.time);
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Scheduled for #team')).toBeVisible();

  // Scheduled & sent: both end up sent.
  await page.getByRole('link', { name: 'Scheduled & sent' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/scheduled$/);
  const list = page.getByRole('list', { name: 'Deliveries' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByText('Scheduled', { exact: true })).toHaveCount(1);
  expect(await seriousViolations(page), 'scheduled & sent').toEqual([]);
  await expect(list.getByText('Sent', { exact: true })).toHaveCount(2, { timeout: 120_000 });
  await expect.poll(() => slack.acceptedBy(webhook).length).toBe(3); // the test message + 2
  const texts = slack.acceptedBy(webhook).map((p) => (p.body as { text: string }).text);
  expect(texts[1]).toBe('Please welcome Priya Sharma, our new Data Engineer!');

  // History: the options say where they went, and lead back to Scheduled & sent.
  await page.goto('/dashboard/messages');
  await page.getByRole('button', { name: 'Show Messages' }).first().click();
  await expect(page.getByText(/^To #team \(Slack\): Sent /)).toHaveCount(2);
  await page.getByRole('link', { name: 'See them in Scheduled & sent' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/scheduled$/);

  // The link in every failure e-mail loads directly, with a 200.
  const direct = await page.goto('/dashboard/scheduled');
  expect(direct?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Scheduled & sent' })).toBeVisible();
});

test('an e-mail list mails a colleague only after they confirmed, with a one-click unsubscribe', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpConfirmed(page, { name: 'Riley Chen' });
  await becomePro(page);
  expect((await apiGenerate(page, WELCOME)).status()).toBe(200);
  const colleague = uniqueEmail('colleague');

  await page.goto('/dashboard/settings');
  const card = page.locator('#destinations');
  await card.getByRole('button', { name: 'Add destination' }).click();
  await card.getByLabel('Type').selectOption('email');
  await card.getByLabel('Name').fill('People team');
  await card.getByLabel('E-mail addresses').fill(colleague);
  await card.getByRole('button', { name: 'Add destination' }).click();
  const addresses = card.getByRole('list', { name: 'Addresses of People team' });
  await expect(addresses).toContainText(`${colleague}waiting for confirmation`);

  // The colleague opens the confirmation mail and confirms.
  const link = await linkFromMailbox(
    page.request,
    colleague,
    'Do you want to receive team announcements?',
  );
  const recipient = await page.context().newPage();
  await recipient.goto(link);
  await recipient.getByRole('button', { name: 'Yes, send me announcements' }).click();
  await expect(recipient.getByRole('heading', { name: 'Confirmed' })).toBeVisible();
  await recipient.close();
  await page.reload();
  await expect(addresses).toContainText(`${colleague}confirmed`);

  // Send now: the colleague gets it, with a way to stop.
  await page.goto('/dashboard/messages');
  await page.getByRole('button', { name: 'Show Messages' }).first().click();
  await page.getByRole('button', { name: 'Send Option 1' }).click();
  await page
    .getByRole('dialog')
    .getByLabel('Send to')
    .selectOption({ label: 'People team (E-mail)' });
  await page.getByRole('dialog').getByRole('button', { name: 'Send now' }).click();
  const unsubscribe = await linkFromMailbox(
    page.request,
    colleague,
    'Please welcome Priya Sharma to the team',
  );
  expect(unsubscribe).toMatch(/\/api\/email\/unsubscribe\?token=/);
});
