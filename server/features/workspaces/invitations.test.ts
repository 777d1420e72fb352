import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { WORKSPACE_HEADER } from '#domain/workspaces.ts';
import { invitation } from '#server/db/schema/index.ts';
import {
  createUser,
  mailsTo,
  userIdOf,
  uniqueEmail,
  type Mail,
  type TestUser,
} from '#tests/setup/accounts.ts';
import { testDb, useTestServer } from '#tests/setup/test-server.ts';

/**
 * Issue 24 item 2: invitations by e-mail through Herald's mailer (the dev mailbox here). The
 * link works once and for 7 days, can be revoked and sent again, is rate-limited, and the
 * invitation says nothing about whether the address has an account.
 */
const MEMBER_CAP = 4;
const server = useTestServer({ WORKSPACE_MEMBER_CAP: String(MEMBER_CAP) });

function call(user: TestUser | null, method: string, path: string, body?: unknown) {
  return server.fetch(path, {
    method,
    headers: {
      ...(user ? { cookie: user.cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function teamOf(owner: TestUser, name = 'Hiring crew'): Promise<string> {
  const res = await call(owner, 'POST', '/api/workspaces', { name });
  expect(res.status).toBe(201);
  return ((await res.json()) as { workspace: { id: string } }).workspace.id;
}

async function invite(owner: TestUser, teamId: string, email: string, role = 'member') {
  return call(owner, 'POST', `/api/workspaces/${teamId}/invitations`, { email, role });
}

const tokenIn = (mail: Mail) => /\/invite\/([\w-]+)/.exec(mail.text)![1]!;

async function lastInvitationMail(email: string): Promise<Mail> {
  const mails = (await mailsTo(server, email)).filter((m) => m.subject.startsWith('Join'));
  expect(mails.length).toBeGreaterThan(0);
  return mails[0]!;
}

const accept = (user: TestUser, token: string) =>
  call(user, 'POST', `/api/invitations/${token}/accept`);

describe('an invitation', () => {
  it('lets someone without an account sign up through it and land in the workspace, once', async () => {
    const owner = await createUser(server, { name: 'Olga Owner' });
    const teamId = await teamOf(owner);
    const email = uniqueEmail('newcomer');
    const res = await invite(owner, teamId, email);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { invitation: Record<string, unknown> };
    expect(body.invitation).toMatchObject({ email, role: 'member', status: 'pending' });
    expect(JSON.stringify(body)).not.toMatch(/token/i);

    const mail = await lastInvitationMail(email);
    expect(mail.subject).toBe('Join “Hiring crew” on Herald');
    expect(mail.text).toContain('Olga Owner invited you');
    expect(mail.text).toContain('expires in 7 days');
    const token = tokenIn(mail);

    const page = await call(null, 'GET', `/api/invitations/${token}`);
    expect(page.status).toBe(200);
    expect(await page.json()).toEqual({
      invitation: { email, role: 'member', workspace: 'Hiring crew', inviter: 'Olga Owner' },
    });

    const newcomer = await createUser(server, { email });
    const joined = await accept(newcomer, token);
    expect(joined.status).toBe(200);
    expect(await joined.json()).toEqual({
      workspace: { id: teamId, name: 'Hiring crew', role: 'member' },
    });
    const history = await server.fetch('/api/messages', {
      headers: { cookie: newcomer.cookie, [WORKSPACE_HEADER]: teamId },
    });
    expect(history.status).toBe(200);

    // Works once.
    expect((await accept(newcomer, token)).status).toBe(404);
    expect((await call(null, 'GET', `/api/invitations/${token}`)).status).toBe(404);
  });

  it('answers and mails alike whether or not the address has an account', async () => {
    const owner = await createUser(server, { name: 'Olga Owner' });
    const teamId = await teamOf(owner);
    const existing = await createUser(server);
    const stranger = uniqueEmail('stranger');
    const shapes = [];
    for (const email of [existing.email, stranger]) {
      const res = await invite(owner, teamId, email);
      const body = (await res.json()) as { invitation: Record<string, unknown> };
      const mail = await lastInvitationMail(email);
      shapes.push({
        status: res.status,
        keys: Object.keys(body.invitation).sort(),
        subject: mail.subject,
        text: mail.text.replace(/\/invite\/[\w-]+/, '/invite/TOKEN'),
        html: mail.html.replaceAll(/\/invite\/[\w-]+/g, '/invite/TOKEN'),
      });
    }
    expect(shapes[0]).toEqual(shapes[1]);
  });

  it('stops working after 7 days', async () => {
    const owner = await createUser(server);
    const teamId = await teamOf(owner);
    const invitee = await createUser(server);
    expect((await invite(owner, teamId, invitee.email)).status).toBe(201);
    const token = tokenIn(await lastInvitationMail(invitee.email));
    const db = await testDb(server);
    const [row] = await db.select().from(invitation).where(eq(invitation.email, invitee.email));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(
      7 * 86_400_000 - 60_000,
    );
    await db
      .update(invitation)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitation.id, row!.id));
    expect((await call(null, 'GET', `/api/invitations/${token}`)).status).toBe(404);
    const res = await accept(invitee, token);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'invitation_invalid' });
  });

  it('can be revoked, and sent again with a new link that replaces the old one', async () => {
    const owner = await createUser(server);
    const teamId = await teamOf(owner);
    const invitee = await createUser(server);
    const created = (await (await invite(owner, teamId, invitee.email)).json()) as {
      invitation: { id: string };
    };
    const first = tokenIn(await lastInvitationMail(invitee.email));
    const resent = await call(
      owner,
      'POST',
      `/api/workspaces/${teamId}/invitations/${created.invitation.id}/resend`,
    );
    expect(resent.status).toBe(200);
    const second = tokenIn(await lastInvitationMail(invitee.email));
    expect(second).not.toBe(first);
    expect((await accept(invitee, first)).status).toBe(404);

    const pending = await call(owner, 'GET', `/api/workspaces/${teamId}/invitations`);
    expect(((await pending.json()) as { invitations: unknown[] }).invitations).toHaveLength(1);
    expect(
      (
        await call(
          owner,
          'DELETE',
          `/api/workspaces/${teamId}/invitations/${created.invitation.id}`,
        )
      ).status,
    ).toBe(204);
    expect((await accept(invitee, second)).status).toBe(404);
    expect(
      (
        await call(
          owner,
          'POST',
          `/api/workspaces/${teamId}/invitations/${created.invitation.id}/resend`,
        )
      ).status,
    ).toBe(404);
  });

  it('is accepted only by the invited address', async () => {
    const owner = await createUser(server);
    const teamId = await teamOf(owner);
    const invitee = await createUser(server);
    const other = await createUser(server);
    await invite(owner, teamId, invitee.email, 'admin');
    const token = tokenIn(await lastInvitationMail(invitee.email));
    const wrong = await accept(other, token);
    expect(wrong.status).toBe(403);
    const right = await accept(invitee, token);
    expect(right.status).toBe(200);
    expect(await right.json()).toMatchObject({ workspace: { role: 'admin' } });
    expect(
      (
        await server.fetch('/api/messages', {
          headers: { cookie: other.cookie, [WORKSPACE_HEADER]: teamId },
        })
      ).status,
    ).toBe(404);
  });

  it('is refused to a member, and for someone already in the workspace', async () => {
    const owner = await createUser(server);
    const teamId = await teamOf(owner);
    const mia = await createUser(server);
    await invite(owner, teamId, mia.email);
    await accept(mia, tokenIn(await lastInvitationMail(mia.email)));
    const byMember = await invite(mia, teamId, uniqueEmail());
    expect(byMember.status).toBe(403);
    const again = await invite(owner, teamId, mia.email);
    expect(again.status).toBe(409);
  });

  it('counts pending invitations against the member cap', async () => {
    const owner = await createUser(server);
    const teamId = await teamOf(owner);
    for (let i = 1; i < MEMBER_CAP; i++)
      expect((await invite(owner, teamId, uniqueEmail('seat'))).status).toBe(201);
    const full = await invite(owner, teamId, uniqueEmail('seat'));
    expect(full.status).toBe(409);
    expect(await full.json()).toEqual({
      code: 'member_cap',
      message: `A workspace can have at most ${MEMBER_CAP} members.`,
    });
  });

  it('is rate-limited per inviter', async () => {
    const owner = await createUser(server);
    const teamId = await teamOf(owner);
    const statuses = [];
    for (let i = 0; i < 21; i++) statuses.push((await invite(owner, teamId, uniqueEmail())).status);
    expect(statuses.slice(0, 20).every((s) => s === 201 || s === 409)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('stops working once its inviter is removed or loses the right to invite', async () => {
    // A removed (or demoted) admin must not walk back in, or bring someone in as an admin,
    // through a link they sent while they could; deleting their account already ends them.
    for (const end of ['removed', 'demoted'] as const) {
      const owner = await createUser(server);
      const teamId = await teamOf(owner);
      const admin = await createUser(server);
      await invite(owner, teamId, admin.email, 'admin');
      await accept(admin, tokenIn(await lastInvitationMail(admin.email)));
      const alt = await createUser(server);
      expect((await invite(admin, teamId, alt.email, 'admin')).status).toBe(201);
      const adminPath = `/api/workspaces/${teamId}/members/${await userIdOf(await testDb(server), admin.email)}`;
      const ended =
        end === 'removed'
          ? await call(owner, 'DELETE', adminPath)
          : await call(owner, 'PATCH', adminPath, { role: 'member' });
      expect(ended.status, end).toBe(end === 'removed' ? 204 : 200);

      const token = tokenIn(await lastInvitationMail(alt.email));
      expect((await call(null, 'GET', `/api/invitations/${token}`)).status, end).toBe(404);
      const joined = await accept(alt, token);
      expect(joined.status, end).toBe(404);
      expect(await joined.json()).toMatchObject({ code: 'invitation_invalid' });
      const pending = await call(owner, 'GET', `/api/workspaces/${teamId}/invitations`);
      expect(((await pending.json()) as { invitations: unknown[] }).invitations, end).toEqual([]);
    }
  });

  it('leaves the organization plugin’s own endpoints unexposed', async () => {
    const owner = await createUser(server);
    for (const path of ['/api/auth/organization/create', '/api/auth/organization/list']) {
      const res = await call(owner, 'POST', path, { name: 'x', slug: 'x' });
      expect(res.status).toBe(404);
    }
  });
});
