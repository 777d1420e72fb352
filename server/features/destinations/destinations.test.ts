import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { destinations, user } from '#server/db/schema/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeChatWebhooks } from '#tests/mocks/chat-webhooks.ts';
import { createUser, makePro, postJson } from '#tests/setup/accounts.ts';
import { addDestination, proUserWithMessage, type ProUser } from '#tests/setup/sending.ts';
import {
  startTestServer,
  testDb,
  type TestServer,
  useTestServer,
} from '#tests/setup/test-server.ts';
import { createSecretBox } from './secret-box.ts';
import { personalWorkspaceSql } from '#server/middleware/require-workspace.ts';

const fake = new FakeChatWebhooks();
let ada: ProUser;

beforeAll(() => fake.start());
afterAll(() => fake.stop());
const server = useTestServer({ DESTINATION_ALLOW_HOSTS: '127.0.0.1', DELIVERY_TIMEOUT_MS: '1000' });
beforeAll(async () => {
  ada = await proUserWithMessage(server);
});

const patch = (path: string, body: unknown, cookie: string) =>
  server.fetch(path, {
    method: 'PATCH',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('destinations', () => {
  it('stores a webhook URL encrypted, and shows only its host and last 4 characters', async () => {
    const url = fake.webhook('slack', 'secretPART9z');
    const destination = await addDestination(server, ada, { kind: 'slack', name: '#general', url });
    expect(destination).toMatchObject({
      name: '#general',
      kind: 'slack',
      target: `${new URL(url).host} …RT9z`,
    });
    const listed = await (
      await server.fetch('/api/destinations', { headers: { cookie: ada.cookie } })
    ).json();
    expect(JSON.stringify(listed)).not.toContain('secretPART9z');
    expect(listed).toMatchObject({ canSend: true });

    // Nothing in the table holds the URL, or its secret part, in clear.
    const db = await testDb(server);
    const rows = await db.execute(sql`select to_jsonb(d)::text as row from destinations d`);
    const dump = JSON.stringify((rows as unknown as { rows: unknown[] }).rows);
    expect(dump).toContain(destination.id);
    expect(dump).not.toContain('secretPART9z');
    expect(dump).not.toContain('/services/T0000');
  });

  it('binds each ciphertext to its row: AES-256-GCM refuses a moved or altered one', () => {
    const box = createSecretBox('k'.repeat(10) + 'ey-material-0123456789');
    const sealed = box.seal('https://hooks.slack.com/services/a', 'destination:1:u');
    expect(box.open(sealed, 'destination:1:u')).toBe('https://hooks.slack.com/services/a');
    expect(() => box.open(sealed, 'destination:2:u')).toThrow();
    const [v, iv, tag, ct] = sealed.split('.');
    // One bit of the ciphertext's bytes flipped: editing a base64 character could leave the
    // bytes as they were (the same letter, or the last one's unused bits).
    const bytes = Buffer.from(ct!, 'base64url');
    bytes[0]! ^= 1;
    const flipped = bytes.toString('base64url');
    expect(() => box.open([v, iv, tag, flipped].join('.'), 'destination:1:u')).toThrow();
    expect(() =>
      createSecretBox('another-key-material-0123456789').open(sealed, 'destination:1:u'),
    ).toThrow();
  });

  it('refuses URLs off the provider’s documented hosts (SSRF) with a precise message', async () => {
    const cases = [
      { kind: 'slack', url: 'http://10.0.0.7/services/T/B/X' },
      { kind: 'slack', url: 'https://hooks.slack.com.attacker.example/services/T/B/X' },
      { kind: 'discord', url: 'https://hooks.slack.com/services/T/B/X' },
      { kind: 'google_chat', url: 'https://localhost/v1/spaces/A/messages' },
    ];
    for (const body of cases) {
      const res = await postJson(
        server,
        '/api/destinations',
        { ...body, name: 'x' },
        { cookie: ada.cookie },
      );
      expect(res.status, body.url).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(
        /not a .* webhook address|start with https/,
      );
    }
    const wrongShape = await postJson(
      server,
      '/api/destinations',
      { kind: 'email', name: 'HR', emails: ['not-an-address'] },
      { cookie: ada.cookie },
    );
    expect(await wrongShape.json()).toEqual({
      code: 'invalid_input',
      message: 'One of the e-mail addresses is not valid.',
    });
  });

  it('renames and re-points a destination; deleting it cancels what was scheduled to it', async () => {
    const d = await addDestination(server, ada, {
      kind: 'discord',
      name: 'Old',
      url: fake.webhook('discord'),
    });
    const renamed = await patch(
      `/api/destinations/${d.id}`,
      { name: 'New', url: fake.webhook('discord', 'newTOKEN') },
      ada.cookie,
    );
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({
      destination: { name: 'New', target: expect.stringMatching(/…OKEN$/) as string },
    });
    expect(
      (await patch(`/api/destinations/${d.id}`, { emails: ['a@b.co'] }, ada.cookie)).status,
    ).toBe(400);

    const option = ada.options[1]!;
    const scheduled = await postJson(
      server,
      '/api/deliveries',
      {
        suggestionId: option.suggestionId,
        destinationId: d.id,
        text: option.text,
        schedule: { date: `${new Date().getFullYear() + 1}-01-05`, time: '09:00', timeZone: 'UTC' },
      },
      { cookie: ada.cookie },
    );
    const { delivery } = (await scheduled.json()) as { delivery: { id: string } };
    expect(
      (
        await server.fetch(`/api/destinations/${d.id}`, {
          method: 'DELETE',
          headers: { cookie: ada.cookie },
        })
      ).status,
    ).toBe(204);
    const list = (await (
      await server.fetch('/api/deliveries', { headers: { cookie: ada.cookie } })
    ).json()) as {
      items: { id: string; status: string; lastError: string; destinationName: string }[];
    };
    expect(list.items.find((i) => i.id === delivery.id)).toMatchObject({
      status: 'cancelled',
      lastError: 'The destination was deleted.',
      destinationName: 'New',
    });
  });

  it('"Send test" posts a short message and reports the provider’s answer in plain words', async () => {
    const url = fake.webhook('slack');
    const d = await addDestination(server, ada, { kind: 'slack', name: '#hello', url });
    const test = () =>
      postJson(server, `/api/destinations/${d.id}/test`, {}, { cookie: ada.cookie });
    expect(await (await test()).json()).toEqual({
      ok: true,
      message: 'Slack accepted the message.',
    });
    expect(fake.postsTo(url)[0]!.body).toMatchObject({
      text: 'This is a test message from Herald. Announcements sent to “#hello” will appear here.',
    });
    fake.script(url, [{ status: 410, body: 'channel_is_archived' }]);
    expect(await (await test()).json()).toEqual({
      ok: false,
      message: 'The Slack channel of this webhook was archived.',
    });
    fake.script(url, [{ status: 503 }]);
    expect(await (await test()).json()).toEqual({
      ok: false,
      message: 'Slack had a problem and did not take the message (503). Try again in a moment.',
    });
  });

  it('"Send test" to a destination named like a mass mention notifies nobody', async () => {
    const url = fake.webhook('slack');
    const d = await addDestination(server, ada, {
      kind: 'slack',
      name: '<!here> ops & co\u202E\u0007',
      url,
    });
    // Stored without the control and bidi characters (issue 20 item 9).
    expect(d.name).toBe('<!here> ops & co');
    const res = await postJson(
      server,
      `/api/destinations/${d.id}/test`,
      {},
      { cookie: ada.cookie },
    );
    expect(res.status).toBe(200);
    const body = fake.postsTo(url)[0]!.body as {
      text: string;
      blocks: { text: { text: string } }[];
    };
    const expected =
      'This is a test message from Herald. Announcements sent to “&lt;!here&gt; ops &amp; co” will appear here.';
    expect(body.text).toBe(expected);
    expect(body.blocks[0]!.text.text).toBe(expected);
  });

  it('rotates DESTINATIONS_KEY: the old key still reads, URLs are re-sealed, an unknown key gets a 4xx', async () => {
    const [oldKey, newKey, otherKey] = ['old', 'new', 'other'].map(
      (k) => `${k}-${crypto.randomUUID()}-${crypto.randomUUID()}`,
    );
    const withKeys = (vars: Record<string, string>) =>
      startTestServer({ DESTINATION_ALLOW_HOSTS: '127.0.0.1', ...vars });
    const before = await withKeys({ DESTINATIONS_KEY: oldKey! });
    const url = fake.webhook('slack');
    let id: string;
    try {
      id = (await addDestination(before, ada, { kind: 'slack', name: '#rotate', url })).id;
    } finally {
      await before.stop();
    }
    const test = (s: TestServer) =>
      postJson(s, `/api/destinations/${id}/test`, {}, { cookie: ada.cookie });

    // A server that has never had this key: a clear 409, as the worker says, never a 500.
    const stranger = await withKeys({ DESTINATIONS_KEY: otherKey! });
    try {
      const res = await test(stranger);
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({
        code: 'destination_unreadable',
        message:
          'Herald could not read this destination’s saved address (it was saved under another DESTINATIONS_KEY). Edit the destination and paste the URL again.',
      });
    } finally {
      await stranger.stop();
    }

    // The rotation: new key, old one as previous. Start-up re-seals under the new key…
    const rotating = await withKeys({
      DESTINATIONS_KEY: newKey!,
      DESTINATIONS_KEY_PREVIOUS: oldKey!,
    });
    try {
      expect((await test(rotating)).status).toBe(200);
    } finally {
      await rotating.stop();
    }
    // …so the old key can go.
    const after = await withKeys({ DESTINATIONS_KEY: newKey! });
    try {
      expect(await (await test(after)).json()).toEqual({
        ok: true,
        message: 'Slack accepted the message.',
      });
      expect(fake.postsTo(url)).toHaveLength(2);
    } finally {
      await after.stop();
    }
  });

  it('never saves more than 50 destinations, even when the requests arrive together', async () => {
    // Issue 22 item 6: without one step for the count and the insert, PostgreSQL saved 52 here.
    const db = await testDb(server);
    const carla = await createUser(server);
    await makePro(db, carla.email);
    const [{ id: userId }] = (await db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, carla.email))) as [{ id: string }];
    await db.insert(destinations).values(
      Array.from({ length: 45 }, (_, i) => ({
        id: randomUUID(),
        userId,
        workspaceId: personalWorkspaceSql(userId),
        name: `#existing-${i}`,
        kind: 'slack' as const,
        urlCiphertext: 'not-opened-here',
        urlMasked: 'hooks.slack.com …0000',
      })),
    );
    const statuses = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const res = await postJson(
          server,
          '/api/destinations',
          { kind: 'slack', name: `#new-${i}`, url: fake.webhook('slack') },
          { cookie: carla.cookie },
        );
        return res.status;
      }),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    const saved = await db.select().from(destinations).where(eq(destinations.userId, userId));
    expect(saved).toHaveLength(50);
  });

  it('keeps destinations to their owner', async () => {
    const d = await addDestination(server, ada, {
      kind: 'slack',
      name: 'mine',
      url: fake.webhook('slack'),
    });
    const bob = await proUserWithMessage(server);
    expect((await patch(`/api/destinations/${d.id}`, { name: 'stolen' }, bob.cookie)).status).toBe(
      404,
    );
    expect(
      (await postJson(server, `/api/destinations/${d.id}/test`, {}, { cookie: bob.cookie })).status,
    ).toBe(404);
    expect(
      (
        await server.fetch(`/api/destinations/${d.id}`, {
          method: 'DELETE',
          headers: { cookie: bob.cookie },
        })
      ).status,
    ).toBe(404);
    const bobs = (await (
      await server.fetch('/api/destinations', { headers: { cookie: bob.cookie } })
    ).json()) as {
      destinations: unknown[];
    };
    expect(bobs.destinations).toEqual([]);
  });
});
