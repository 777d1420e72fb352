import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { destinations, emailRecipients, organization } from '#server/db/schema/index.ts';
import { mailsTo, postJson, uniqueEmail, userIdOf, type Mail } from '#tests/setup/accounts.ts';
import {
  addDestination,
  CONFIRMATION_SUBJECT,
  confirmationLink,
  confirmationMail,
  proUserWithMessage,
  sendNow,
  waitForStatus,
  type ProUser,
} from '#tests/setup/sending.ts';
import { testDb, useTestServer } from '#tests/setup/test-server.ts';
import { MAX_DESTINATIONS } from './queries.ts';

// Issue 20 item 3: an e-mail destination is no open relay. Addresses receive announcements only
// once they confirmed (or when they are the sender's own verified address), new ones are
// capped per day, and every announcement can be unsubscribed from in one click (RFC 8058).

const server = useTestServer(
  {
    DELIVERY_WORKER: 'true',
    DELIVERY_POLL_INTERVAL_MS: '100',
    DESTINATION_ALLOW_HOSTS: '127.0.0.1',
    SEND_RATE_LIMIT_PER_HOUR: '1000',
    EMAIL_NEW_RECIPIENTS_PER_DAY: '4',
  },
  { privateDatabase: true },
);

const ANNOUNCEMENT = 'Please welcome Priya Sharma to the team';
const announcementsTo = async (email: string) =>
  (await mailsTo(server, email)).filter((m) => m.subject === ANNOUNCEMENT);

async function recipientsOf(user: ProUser, id: string) {
  const res = await server.fetch('/api/destinations', { headers: { cookie: user.cookie } });
  const { destinations } = (await res.json()) as {
    destinations: { id: string; recipients: { email: string; state: string }[] | null }[];
  };
  return destinations.find((d) => d.id === id)!.recipients;
}

/** POSTs a link of ours as a browser form or a mail provider would: no Origin of ours. */
function postLink(link: string, body?: string) {
  const url = new URL(link);
  return fetch(`${server.url}${url.pathname}${url.search}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: body ?? '',
  });
}

function unsubscribeLink(mail: Mail): string {
  const header = mail.headers?.['List-Unsubscribe'] ?? '';
  return header.replace(/^<|>$/g, '');
}

describe('e-mail recipients confirm before they receive anything', () => {
  it('mails only confirmation requests to new addresses, and the owner’s own address at once', async () => {
    const ada = await proUserWithMessage(server);
    const [b, c] = [uniqueEmail('b'), uniqueEmail('c')];
    const list = await addDestination(server, ada, {
      kind: 'email',
      name: 'Team',
      emails: [ada.email, b, c],
    });
    expect(await recipientsOf(ada, list.id)).toEqual([
      { email: ada.email, state: 'confirmed' },
      { email: b, state: 'pending' },
      { email: c, state: 'pending' },
    ]);
    // The request names the sender by their verified address only: no free text of theirs.
    const request = await confirmationMail(server, b);
    expect(request.text).toContain(`${ada.email} wants to send team announcements`);
    expect(request.text).not.toContain('Team');
    expect((await mailsTo(server, ada.email)).some((m) => m.subject === CONFIRMATION_SUBJECT)).toBe(
      false,
    );

    const delivery = await sendNow(server, ada, list.id);
    await waitForStatus(server, ada, delivery.id, ['sent']);
    expect(await announcementsTo(ada.email)).toHaveLength(1);
    expect(await announcementsTo(b)).toHaveLength(0);
    expect(await announcementsTo(c)).toHaveLength(0);
  });

  it('fails, mailing nobody, when no address of a list has confirmed', async () => {
    const bea = await proUserWithMessage(server);
    const stranger = uniqueEmail('stranger');
    const list = await addDestination(server, bea, {
      kind: 'email',
      name: 'X',
      emails: [stranger],
    });
    const delivery = await sendNow(server, bea, list.id);
    const failed = await waitForStatus(server, bea, delivery.id, ['failed']);
    expect(failed.lastError).toMatch(/^No address of this list has confirmed yet/);
    expect(await announcementsTo(stranger)).toHaveLength(0);
    // "Send test" follows the same rule.
    const test = await postJson(
      server,
      `/api/destinations/${list.id}/test`,
      {},
      { cookie: bea.cookie },
    );
    expect(await test.json()).toMatchObject({ ok: false });
    expect(await mailsTo(server, stranger)).toHaveLength(1); // the confirmation request only
  });

  it('confirms on the button, not on opening the link (mail scanners open links)', async () => {
    const cal = await proUserWithMessage(server);
    const dan = uniqueEmail('dan');
    const list = await addDestination(server, cal, { kind: 'email', name: 'Y', emails: [dan] });
    const link = await confirmationLink(server, dan);
    const opened = await fetch(`${server.url}${new URL(link).pathname}${new URL(link).search}`);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('Yes, send me announcements');
    expect(await recipientsOf(cal, list.id)).toEqual([{ email: dan, state: 'pending' }]);

    const confirmed = await postLink(link);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain(`${dan} will receive the team announcements`);
    expect(await recipientsOf(cal, list.id)).toEqual([{ email: dan, state: 'confirmed' }]);
    expect((await postLink(link)).status).toBe(404); // a link works once
  });

  it('sends with Reply-To the sender and one-click unsubscribe; after it, nothing more', async () => {
    const eve = await proUserWithMessage(server);
    const fay = uniqueEmail('fay');
    const list = await addDestination(server, eve, { kind: 'email', name: 'Z', emails: [fay] });
    await postLink(await confirmationLink(server, fay));
    await waitForStatus(server, eve, (await sendNow(server, eve, list.id)).id, ['sent']);
    const [mail] = await announcementsTo(fay);
    expect(mail!.headers).toMatchObject({
      'Reply-To': `"Test User" <${eve.email}>`,
      'List-Unsubscribe': expect.stringMatching(
        /^<http\S+\/api\/email\/unsubscribe\?token=\S+>$/,
      ) as string,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail!.text).toContain(`Unsubscribe: ${unsubscribeLink(mail!)}`);

    // A forged token does nothing; the real one, POSTed as RFC 8058 says, unsubscribes.
    const forged = unsubscribeLink(mail!).replace(/.{4}$/, 'AAAA');
    expect((await postLink(forged, 'List-Unsubscribe=One-Click')).status).toBe(404);
    const done = await postLink(unsubscribeLink(mail!), 'List-Unsubscribe=One-Click');
    expect(done.status).toBe(200);
    expect(await recipientsOf(eve, list.id)).toEqual([{ email: fay, state: 'unsubscribed' }]);
    // Saving the list again does not ask an unsubscribed address again.
    const patched = await server.fetch(`/api/destinations/${list.id}`, {
      method: 'PATCH',
      headers: { cookie: eve.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ emails: [fay] }),
    });
    expect(patched.status).toBe(200);
    const next = await sendNow(server, eve, list.id);
    await waitForStatus(server, eve, next.id, ['failed']);
    expect(await announcementsTo(fay)).toHaveLength(1);
    expect(
      (await mailsTo(server, fay)).filter((m) => m.subject === CONFIRMATION_SUBJECT),
    ).toHaveLength(1);
  });
});

describe('limits on asking', () => {
  it('caps new recipients per account per day, asking nobody when a list is over it', async () => {
    const gus = await proUserWithMessage(server);
    const five = Array.from({ length: 5 }, (_, i) => uniqueEmail(`cap${i}`));
    const refused = await postJson(
      server,
      '/api/destinations',
      { kind: 'email', name: 'Too many', emails: five },
      { cookie: gus.cookie },
    );
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      code: 'recipient_limit',
      message:
        'You can add 4 new e-mail addresses a day, and 4 are left today; this list has 5 new ones. Add the others tomorrow.',
    });
    for (const email of five) expect(await mailsTo(server, email)).toHaveLength(0);
    // The owner's own address does not count.
    await addDestination(server, gus, {
      kind: 'email',
      name: 'Ok',
      emails: [...five.slice(0, 4), gus.email],
    });
    const more = await postJson(
      server,
      '/api/destinations',
      { kind: 'email', name: 'One more', emails: [five[4]] },
      { cookie: gus.cookie },
    );
    expect(more.status).toBe(429);
  });

  it('mails nobody on a list refused at the 50-destination limit when saves arrive together', async () => {
    const kim = await proUserWithMessage(server);
    const db = await testDb(server);
    const userId = await userIdOf(db, kim.email);
    const [{ workspaceId }] = (await db
      .select({ workspaceId: organization.id })
      .from(organization)
      .where(eq(organization.personalUserId, userId))) as [{ workspaceId: string }];
    await db.insert(destinations).values(
      Array.from({ length: MAX_DESTINATIONS - 2 }, (_, i) => ({
        id: randomUUID(),
        userId,
        workspaceId,
        name: `#existing-${i}`,
        kind: 'slack' as const,
        urlCiphertext: 'not-opened-here',
        urlMasked: 'hooks.slack.com …0000',
      })),
    );
    // Four lists at once, one new address each (today's cap). On PostgreSQL each passes the
    // route's first count (48) before any is saved, and the saving step, which counts again
    // under the workspace's lock, refuses two (PGlite answers them one after the other).
    const emails = Array.from({ length: 4 }, (_, i) => uniqueEmail(`race${i}`));
    const statuses = await Promise.all(
      emails.map(async (email) => {
        const res = await postJson(
          server,
          '/api/destinations',
          { kind: 'email', name: `List ${email}`, emails: [email] },
          { cookie: kim.cookie },
        );
        return res.status;
      }),
    );
    expect(statuses.sort()).toEqual([201, 201, 409, 409]);
    const saved = (
      await db
        .select({ emails: destinations.emailRecipients })
        .from(destinations)
        .where(and(eq(destinations.workspaceId, workspaceId), eq(destinations.kind, 'email')))
    ).flatMap((d) => d.emails ?? []);
    expect(saved).toHaveLength(2);
    const refused = emails.filter((e) => !saved.includes(e));
    for (const email of saved) await confirmationLink(server, email);
    await new Promise((r) => setTimeout(r, 300));
    // Before, all four were mailed before the limit was checked again: two of them for a
    // list that was never saved. Now a refused list has asked nobody.
    for (const email of refused) expect(await mailsTo(server, email)).toEqual([]);
    expect(
      await db.select().from(emailRecipients).where(inArray(emailRecipients.email, refused)),
    ).toEqual([]);
  });

  it('mails nobody on a list whose save fails, its addresses recorded in the same step', async () => {
    const lea = await proUserWithMessage(server);
    const never = uniqueEmail('never');
    const db = await testDb(server);
    // The saving step fails, as it refuses a list that a save arriving together left no room
    // for: on either database, what the race above does on PostgreSQL only.
    await db.execute(sql`create function refuse_list() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$`);
    await db.execute(sql`create trigger refuse_list before insert on destinations for each row
      when (new.name = 'Never saved') execute function refuse_list()`);
    try {
      const res = await postJson(
        server,
        '/api/destinations',
        { kind: 'email', name: 'Never saved', emails: [never] },
        { cookie: lea.cookie },
      );
      expect(res.status).toBe(500);
    } finally {
      await db.execute(sql`drop trigger refuse_list on destinations`);
      await db.execute(sql`drop function refuse_list()`);
    }
    await new Promise((r) => setTimeout(r, 300));
    // Before, the confirmation went out before the save was tried.
    expect(await mailsTo(server, never)).toEqual([]);
    expect(await db.select().from(emailRecipients).where(eq(emailRecipients.email, never))).toEqual(
      [],
    );
  });

  it('mails nobody new on a list whose change fails, the addresses recorded with the change', async () => {
    const lea = await proUserWithMessage(server);
    const later = uniqueEmail('later');
    const list = await addDestination(server, lea, {
      kind: 'email',
      name: 'Changed in vain',
      emails: [lea.email],
    });
    const db = await testDb(server);
    await db.execute(sql`create function refuse_change() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$`);
    await db.execute(sql`create trigger refuse_change before update on destinations for each row
      when (old.name = 'Changed in vain') execute function refuse_change()`);
    try {
      const res = await server.fetch(`/api/destinations/${list.id}`, {
        method: 'PATCH',
        headers: { cookie: lea.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ emails: [lea.email, later] }),
      });
      expect(res.status).toBe(500);
    } finally {
      await db.execute(sql`drop trigger refuse_change on destinations`);
      await db.execute(sql`drop function refuse_change()`);
    }
    await new Promise((r) => setTimeout(r, 300));
    // Before, the confirmation went out (and counted against the day's cap) before the change
    // was tried.
    expect(await mailsTo(server, later)).toEqual([]);
    expect(await db.select().from(emailRecipients).where(eq(emailRecipients.email, later))).toEqual(
      [],
    );
    expect(await recipientsOf(lea, list.id)).toEqual([{ email: lea.email, state: 'confirmed' }]);
  });

  it('sends a confirmation again at most every 10 minutes, and an old link stops working', async () => {
    const hal = await proUserWithMessage(server);
    const ivy = uniqueEmail('ivy');
    const list = await addDestination(server, hal, { kind: 'email', name: 'W', emails: [ivy] });
    const first = await confirmationLink(server, ivy);
    const again = () =>
      postJson(server, `/api/destinations/${list.id}/confirmations`, {}, { cookie: hal.cookie });
    expect((await again()).status).toBe(200);
    const requests = async () =>
      (await mailsTo(server, ivy)).filter((m) => m.subject === CONFIRMATION_SUBJECT);
    expect(await requests()).toHaveLength(1);

    const db = await testDb(server);
    const owner = await userIdOf(db, hal.email);
    await db
      .update(emailRecipients)
      .set({ confirmSentAt: sql`now() - interval '11 minutes'` })
      .where(and(eq(emailRecipients.ownerId, owner), eq(emailRecipients.email, ivy)));
    expect((await again()).status).toBe(200);
    await expect.poll(async () => (await requests()).length).toBe(2);
    expect((await postLink(first)).status).toBe(404);
  });

  it('says a confirmation link older than 7 days has expired', async () => {
    const jo = await proUserWithMessage(server);
    const kim = uniqueEmail('kim');
    await addDestination(server, jo, { kind: 'email', name: 'V', emails: [kim] });
    const link = await confirmationLink(server, kim);
    const db = await testDb(server);
    await db
      .update(emailRecipients)
      .set({ confirmSentAt: sql`now() - interval '8 days'` })
      .where(eq(emailRecipients.email, kim));
    const res = await postLink(link);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('This link has expired');
  });
});
