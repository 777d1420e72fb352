import { FakeChatWebhooks } from '../mocks/chat-webhooks.ts';
import {
  addSlackDestination,
  becomePro,
  clientAddress,
  expect,
  linkFromMailbox,
  PASSWORD,
  signUpConfirmed,
  test,
  uniqueEmail,
} from './fixtures.ts';

// Issue 24, "Tests and figures": an owner creates a team workspace with approval on and
// invites a colleague through the dev mailbox; the colleague joins as a member, drafts and
// requests a send; the owner approves it; the loopback Slack receives it once (ADR 040-044).
const ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 4317}`;
// DELIVERY_POLL_INTERVAL_MS in playwright.config.ts: a second post would come within a pass.
const WORKER_PASS_MS = 1_000;
const slack = new FakeChatWebhooks();

test.beforeAll(async () => {
  await slack.start();
});
test.afterAll(async () => {
  await slack.stop();
});

test('a member’s send in a team with approval goes out once, after the owner approves it', async ({
  page: owner,
  browser,
}) => {
  test.setTimeout(120_000);
  const team = 'Launch crew';
  const webhook = slack.webhook('slack');
  const colleagueEmail = uniqueEmail('member');
  const text = `Please welcome Priya Sharma, our new Data Engineer! (${colleagueEmail})`;

  // The owner: Pro (the team's plan is its owner's, ADR 042), a team workspace, approval on.
  const { email: ownerEmail } = await signUpConfirmed(owner, { name: 'Avery Stone' });
  await becomePro(owner);
  await owner.goto('/dashboard/settings');
  await owner.getByLabel('New team workspace').fill(team);
  await owner.getByRole('button', { name: 'Create workspace' }).click();
  // Creating it makes it the active workspace: the sidebar's switcher says so.
  await expect(
    owner.getByTestId('workspace-switcher').getByRole('option', { selected: true }),
  ).toHaveText(team);
  const ownerTeam = owner.getByRole('region', { name: team });
  // The box shows the saved setting, so it turns checked once the server has it: click, then
  // wait for that (Playwright's check() wants the state to change within the click).
  const approval = ownerTeam.getByRole('checkbox', { name: /Members’ sends need approval/ });
  await approval.click();
  await expect(owner.getByText('Approval turned on')).toBeVisible();
  await expect(approval).toBeChecked();

  // A Slack destination of the team's (the settings page now shows the team's).
  await addSlackDestination(owner, '#team', webhook);

  // Invite the colleague as a member.
  await ownerTeam.getByLabel('Invite by e-mail').fill(colleagueEmail);
  await expect(ownerTeam.getByRole('combobox', { name: 'Role of the invited person' })).toHaveValue(
    'member',
  );
  await ownerTeam.getByRole('button', { name: 'Send invitation' }).click();
  await expect(ownerTeam.getByText(`${colleagueEmail} · Member`)).toBeVisible();

  // The colleague, another visitor in a browser of their own, opens the mailed link.
  const colleagueContext = await browser.newContext({
    baseURL: ORIGIN,
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
  });
  const colleague = await colleagueContext.newPage();
  const invitation = await linkFromMailbox(
    colleague.request,
    colleagueEmail,
    `Join “${team}” on Herald`,
  );
  expect(invitation).toMatch(/\/invite\/[^/]+$/);
  await colleague.goto(invitation);
  await expect(colleague.getByRole('heading', { name: `Join ${team}` })).toBeVisible();
  await expect(colleague.getByText(`Avery Stone invited ${colleagueEmail}`)).toBeVisible();
  await colleague.getByRole('link', { name: 'Sign up' }).click();
  await expect(colleague).toHaveURL(/\/auth\/signup$/);
  await colleague.getByLabel('Display name').fill('Casey Rivera');
  await colleague.getByLabel('Email').fill(colleagueEmail);
  await colleague.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await colleague.getByLabel('Confirm password').fill(PASSWORD);
  await colleague.getByRole('button', { name: 'Create Account' }).click();
  await expect(colleague.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await colleague.goto(
    await linkFromMailbox(colleague.request, colleagueEmail, 'Confirm your e-mail for Herald'),
  );
  await expect(colleague).toHaveURL(/\/dashboard$/);
  // The dashboard accepts the remembered invitation and makes the team the active workspace.
  await expect(colleague.getByText(`You joined ${team}.`)).toBeVisible();
  await expect(
    colleague.getByTestId('workspace-switcher').getByRole('option', { selected: true }),
  ).toHaveText(team);
  await owner.reload();
  await expect(ownerTeam.getByText(colleagueEmail)).toBeVisible();
  await expect(ownerTeam.getByRole('combobox', { name: 'Role of Casey Rivera' })).toHaveValue(
    'member',
  );

  // As a member: no approval setting to change.
  await colleague.goto('/dashboard/settings');
  const memberTeam = colleague.getByRole('region', { name: team });
  await expect(memberTeam.getByRole('heading', { name: `${team} Member` })).toBeVisible();
  await expect(memberTeam.getByRole('checkbox')).toHaveCount(0);
  await expect(colleague.getByText('Members’ sends need approval')).toHaveCount(0);
  // The team's destinations are listed, but only admins and owners change or test them.
  const teamDestinations = colleague.locator('#destinations');
  await expect(teamDestinations.getByText('#team', { exact: true })).toBeVisible();
  await expect(teamDestinations.getByRole('button')).toHaveCount(0);

  // The colleague drafts, picks Option 1, and sends it to the team's Slack: a request.
  await colleague
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'New Message' })
    .click();
  await expect(colleague).toHaveURL(/\/dashboard\/generate$/);
  // The URL changes before the route's code has loaded: until then the settings page is still
  // on screen, and its destination's "Name" took the name once. Fill the generate form itself.
  const form = colleague.getByRole('form', { name: 'Message details' });
  await expect(colleague.getByText('Ready to Generate')).toBeVisible();
  await form.getByLabel('Name').fill('Priya Sharma');
  await form.getByLabel('Role').fill('Data Engineer');
  await colleague.getByRole('radio', { name: 'Warm & Professional' }).check({ force: true });
  await colleague.getByRole('button', { name: 'Generate Messages' }).click();
  await expect(colleague.getByText('Messages Generated!')).toBeVisible();
  await colleague.getByRole('button', { name: 'Send Option 1' }).click();
  const dialog = colleague.getByRole('dialog');
  await expect(dialog.getByLabel('Send to').locator('option:checked')).toHaveText('#team (Slack)');
  await dialog.getByLabel('Message').fill(text);
  await dialog.getByRole('button', { name: 'Send now' }).click();
  await expect(dialog).toBeHidden();
  await expect(colleague.getByText('Sent for approval')).toBeVisible();

  // Their own request, waiting, with no way to approve it themselves.
  await colleague.goto('/dashboard/scheduled');
  const memberList = colleague.getByRole('list', { name: 'Deliveries' });
  const request = memberList.getByRole('listitem').filter({ hasText: 'Priya Sharma → #team' });
  await expect(request.getByText('Awaiting approval', { exact: true })).toBeVisible();
  await expect(request.getByText(/ · by Casey Rivera$/)).toBeVisible();
  await expect(request.getByRole('button', { name: 'Withdraw request' })).toBeVisible();
  await expect(colleague.getByRole('heading', { name: 'Approvals' })).toHaveCount(0);
  for (const name of ['Approve', 'Edit and approve', 'Reject'])
    await expect(colleague.getByRole('button', { name, exact: true })).toHaveCount(0);
  // Nor behind the screen: the server refuses a member's approval of their own request.
  const { workspaces } = (await (await colleague.request.get('/api/workspaces')).json()) as {
    workspaces: { id: string; name: string; role: string }[];
  };
  const joined = workspaces.find((w) => w.name === team);
  expect(joined?.role).toBe('member');
  const inTeam = { origin: ORIGIN, 'x-herald-workspace': joined!.id };
  const listed = await colleague.request.get('/api/deliveries?status=awaiting', {
    headers: inTeam,
  });
  const { items } = (await listed.json()) as { items: { id: string }[] };
  expect(items).toHaveLength(1);
  const selfApproval = await colleague.request.post(`/api/deliveries/${items[0]!.id}/approve`, {
    data: {},
    headers: inTeam,
  });
  expect(selfApproval.status()).toBe(403);
  expect(((await selfApproval.json()) as { code: string }).code).toBe('forbidden_role');

  // The owner is told by e-mail, follows its link, and approves the exact text.
  const approvals = await linkFromMailbox(
    owner.request,
    ownerEmail,
    'Approval needed: an announcement about Priya Sharma',
  );
  expect(approvals).toBe(`${ORIGIN}/dashboard/scheduled?workspace=${joined!.id}`);
  // The link names the team: it opens the team's list even where Personal is active (another
  // device, or after switching back), and the address bar then reads as a normal page's.
  await owner.getByTestId('workspace-switcher').getByRole('combobox').selectOption({ index: 0 });
  await expect(
    owner.getByTestId('workspace-switcher').getByRole('option', { selected: true }),
  ).not.toHaveText(team);
  await owner.goto(approvals);
  await expect(owner).toHaveURL(`${ORIGIN}/dashboard/scheduled`);
  await expect(
    owner.getByTestId('workspace-switcher').getByRole('option', { selected: true }),
  ).toHaveText(team);
  const section = owner.getByRole('region', { name: 'Approvals' });
  const waiting = section.getByRole('list', { name: 'Requests' }).getByRole('listitem');
  await expect(waiting).toHaveCount(1);
  await expect(waiting.getByText(text, { exact: true })).toBeVisible();
  await expect(waiting.getByText(/ · by Casey Rivera$/)).toBeVisible();
  // Nothing has gone out while it waited (the worker passes every second).
  expect(slack.postsTo(webhook)).toHaveLength(0);
  await waiting.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(owner.getByText('Approved', { exact: true })).toBeVisible();
  await expect(section).toHaveCount(0);

  // The fake Slack receives it once, with the member's text.
  await expect.poll(() => slack.postsTo(webhook).length, { timeout: 15_000 }).toBe(1);
  const firstAt = slack.postsTo(webhook)[0]!.receivedAt;
  expect((slack.postsTo(webhook)[0]!.body as { text: string }).text).toBe(text);

  // The colleague sees it sent, with who approved it.
  await colleague.reload();
  await expect(request.getByText('Sent', { exact: true })).toBeVisible();
  await expect(request.getByText(/ · by Casey Rivera · approved by Avery Stone$/)).toBeVisible();
  await expect(request.getByRole('button', { name: 'Withdraw request' })).toHaveCount(0);

  // Still once, a few worker passes later: an absence cannot be waited for, only given time.
  const settle = firstAt + 3 * WORKER_PASS_MS - Date.now();
  if (settle > 0) await owner.waitForTimeout(settle);
  expect(slack.postsTo(webhook)).toHaveLength(1);

  await colleagueContext.close();
});
