import type { APIRequestContext } from '@playwright/test';
import { FakeChatWebhooks } from '../mocks/chat-webhooks.ts';
import type { Mail } from '../setup/accounts.ts';
import {
  addSlackDestination,
  becomePro,
  expect,
  seriousViolations,
  serverOrigin,
  signUpConfirmed,
  test,
} from './fixtures.ts';

// Issue 25 items 4–7 (ADR 053): an admin imports 20 joiners and sets the autopilot rules; the
// server's clock (TEST_CLOCK) moves to the drafting day, the reviewer gets three mails, opens
// each and approves; the clock moves to each person's 09:00 and Slack gets each post once.
const slack = new FakeChatWebhooks();
const DAY_MS = 86_400_000;

test.beforeAll(async () => {
  await slack.start();
});
test.afterAll(async ({ request }) => {
  // Back to about the real time, for whatever runs on this server next.
  await request.put('/api/dev/clock', {
    data: { at: new Date().toISOString() },
    headers: { origin: serverOrigin() },
  });
  await slack.stop();
});

async function setClock(request: APIRequestContext, at: Date) {
  const res = await request.put('/api/dev/clock', {
    data: { at: at.toISOString() },
    headers: { origin: serverOrigin() },
  });
  expect(res.status()).toBe(200);
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The three who start on the day, each in their own zone, and 17 who start later (a role each: welcomes need one). */
function sheet(startDay: string, laterDays: string[]) {
  const rows = ['Full name,Work e-mail,Role,Start date,Time zone'];
  const firsts: [string, string][] = [
    ['Aiko Tanaka', 'Asia/Tokyo'],
    ['Lena Vogel', 'Europe/Berlin'],
    ['Marcus Reed', 'America/New_York'],
  ];
  firsts.forEach(([name, zone], i) =>
    rows.push(`${name},first${i}@example.com,Engineer,${startDay},${zone}`),
  );
  laterDays.forEach((day, i) =>
    rows.push(`Later Joiner ${i + 1},later${i + 1}@example.com,Designer,${day},Europe/London`),
  );
  return rows.join('\n');
}

test('the autopilot drafts, a reviewer approves three, and each posts once at 09:00 in its zone', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const admin = await signUpConfirmed(page, { name: 'Sam Okafor' });
  await becomePro(page);
  const webhook = slack.webhook('slack');
  await page.goto('/dashboard/settings');
  await addSlackDestination(page, '#joiners', webhook);

  // Real time stays close: the day is six days ahead, so the browser's "Coming up" sees it.
  const now = Date.now();
  await setClock(page.request, new Date(now));
  const startDay = isoDay(now + 6 * DAY_MS);
  const later = Array.from({ length: 17 }, (_, i) => isoDay(now + (12 + i) * DAY_MS));

  // An empty workspace: "Coming up" is one compact line on the dashboard.
  await page.goto('/dashboard');
  const comingUp = page.getByRole('region', { name: 'Coming up' });
  await expect(comingUp).toContainText('Nothing in the next 14 days.');

  await page.goto('/dashboard/people');
  await page.getByRole('button', { name: 'Import' }).click();
  const panel = page.getByRole('region', { name: 'Import from a spreadsheet' });
  await panel.getByLabel('Spreadsheet (CSV)').setInputFiles({
    name: 'joiners.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(sheet(startDay, later)),
  });
  await panel.getByRole('button', { name: 'Import 20 people' }).click();
  await expect(panel.getByText('Imported: 20 added, 0 updated, 0 unchanged.')).toBeVisible();

  // People → Autopilot: the rules.
  await page
    .getByRole('navigation', { name: 'People sections' })
    .getByRole('button', {
      name: 'Autopilot',
    })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/people\?tab=autopilot$/);
  const rules = page.getByRole('form', { name: 'Autopilot rules' });
  await rules.getByLabel('Welcome people on their start date').check();
  // The day may be a Saturday: this journey is about zones, not weekends.
  await rules.getByLabel('Post on the Monday after when the day falls on a weekend').uncheck();
  await rules.getByLabel('Post to').selectOption({ label: '#joiners' });
  await rules.getByLabel('Send time').fill('09:00');
  await rules.getByLabel('Draft days ahead').fill('3');
  await rules.getByRole('button', { name: 'Save rules' }).click();
  await expect(page.getByText('Autopilot rules saved')).toBeVisible();
  await expect(page.getByText('No announcement is waiting for review.')).toBeVisible();
  expect(await seriousViolations(page), 'autopilot rules').toEqual([]);

  // The drafting day, after 09:00 in every one of the three zones (UTC+9 to UTC−5).
  await setClock(page.request, new Date(`${isoDay(Date.parse(startDay) - 3 * DAY_MS)}T15:00:00Z`));
  let links: string[] = [];
  await expect
    .poll(
      async () => {
        const res = await page.request.get('/api/dev/mailbox');
        const { mails } = (await res.json()) as { mails: Mail[] };
        const review = mails.filter(
          (m) => m.to === admin.email && m.subject.startsWith('Review the announcement for '),
        );
        links = review.map((m) => m.text.match(/https?:\/\/\S+/)![0]);
        return review.map((m) => m.subject).sort();
      },
      { timeout: 60_000 },
    )
    .toEqual([
      'Review the announcement for Aiko Tanaka',
      'Review the announcement for Lena Vogel',
      'Review the announcement for Marcus Reed',
    ]);

  // The waiting list shows them too.
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Waiting for review' }).getByRole('listitem'),
  ).toHaveCount(3);

  for (const [i, link] of links.entries()) {
    expect(link).toMatch(/\/dashboard\/people\/review\/[\w-]+/);
    // Opened from the mail: a direct load of the client route, no 404.
    const opened = await page.goto(link);
    expect(opened?.status()).toBe(200);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Review an announcement' }),
    ).toBeVisible();
    await expect(page.getByText('Awaiting review', { exact: true })).toBeVisible();
    await expect(page.getByText('#joiners')).toBeVisible();
    if (i === 0) expect(await seriousViolations(page), 'review screen').toEqual([]);
    await page.getByRole('radio', { name: 'Option 2' }).check();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Approved. It is posted at its send time.')).toBeVisible();
  }

  // The dashboard: the three approved, later joiners' drafts still to come.
  await page.goto('/dashboard');
  const card = page.getByRole('list', { name: 'Coming up' });
  await expect(card.getByText('Approved', { exact: true })).toHaveCount(3);
  expect(await seriousViolations(page), 'dashboard').toEqual([]);

  // Each person's 09:00 in their zone, earliest first; each post arrives once, in its turn.
  const events = (await (
    await page.request.get(
      `/api/autopilot/events?from=${isoDay(now)}&to=${isoDay(now + 14 * DAY_MS)}`,
    )
  ).json()) as { events: { personName: string; sendAt: string; state: string }[] };
  const approved = events.events
    .filter((e) => e.state === 'approved')
    .sort((a, b) => a.sendAt.localeCompare(b.sendAt));
  expect(approved.map((e) => e.personName)).toEqual(['Aiko Tanaka', 'Lena Vogel', 'Marcus Reed']);
  expect(new Set(approved.map((e) => e.sendAt)).size).toBe(3);
  for (const [i, event] of approved.entries()) {
    await setClock(page.request, new Date(Date.parse(event.sendAt) + 5_000));
    await expect.poll(() => slack.acceptedBy(webhook).length, { timeout: 30_000 }).toBe(i + 1);
    const text = (slack.acceptedBy(webhook)[i]!.body as { text: string }).text;
    expect(text).toContain(event.personName.split(' ')[0]);
  }
  // Nothing more comes: no second post of any, nothing for the joiners nobody approved.
  await page.waitForTimeout(4_000);
  expect(slack.acceptedBy(webhook)).toHaveLength(3);
});
