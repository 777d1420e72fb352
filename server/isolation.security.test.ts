import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, postJson, type TestUser } from '#tests/setup/accounts.ts';
import { useTestServer } from '#tests/setup/test-server.ts';

// Users see and change only their own rows (docs/architecture.md). For every endpoint that takes
// an id, user B gets 404 for A's ids (the same answer as for an id that does not exist, so
// ids cannot be probed), and nothing of A's shows in B's lists, counts or export.
const server = useTestServer({ GENERATION_RATE_LIMIT_PER_MINUTE: '1000' });
let ada: TestUser;
let bob: TestUser;

interface Owned {
  messageIds: string[];
  suggestionIds: string[];
  checkoutIds: string[];
  names: string[];
  texts: string[];
}
const adas: Owned = { messageIds: [], suggestionIds: [], checkoutIds: [], names: [], texts: [] };
const bobs: Owned = { messageIds: [], suggestionIds: [], checkoutIds: [], names: [], texts: [] };

async function seed(user: TestUser, owned: Owned, names: string[]) {
  for (const name of names) {
    const res = await postJson(
      server,
      '/api/generate',
      {
        newHireName: name,
        role: 'Cartographer',
        tone: 'warm_professional',
        messageType: 'welcome',
      },
      { cookie: user.cookie },
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      messageId: string;
      suggestions: { id: string; text: string }[];
    };
    owned.messageIds.push(body.messageId);
    owned.suggestionIds.push(...body.suggestions.map((s) => s.id));
    owned.texts.push(...body.suggestions.map((s) => s.text));
    owned.names.push(name);
  }
  // One open checkout each: a second Upgrade hands the same one back.
  for (let i = 0; i < 1; i++) {
    const res = await postJson(server, '/api/billing/checkout', {}, { cookie: user.cookie });
    owned.checkoutIds.push(((await res.json()) as { url: string }).url.split('/').at(-1)!);
  }
}

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

async function snapshot(user: TestUser) {
  const [messages, account, exported, subscription] = await Promise.all(
    [
      '/api/messages?pageSize=50',
      '/api/account',
      '/api/account/export',
      '/api/test-billing/subscription',
    ].map(async (path) => {
      const res = await call(user, 'GET', path);
      expect(res.status).toBe(200);
      return (await res.json()) as Record<string, unknown>;
    }),
  );
  const { exportedAt: _at, ...stableExport } = exported as { exportedAt: string };
  return { messages, account, export: stableExport, subscription };
}

beforeAll(async () => {
  [ada, bob] = await Promise.all([
    createUser(server, { name: 'Ada Private' }),
    createUser(server, { name: 'Bob Other' }),
  ]);
  await seed(ada, adas, ['Zenobia Quillfeather', 'Octavia Marchbanks']);
  await seed(bob, bobs, ['Barnaby Rudge']);
  // One of Ada's options is a favourite, so favourite filters have something to leak.
  const fav = await call(
    ada,
    'PATCH',
    `/api/messages/${adas.messageIds[0]}/suggestions/${adas.suggestionIds[0]}`,
    {
      favourite: true,
    },
  );
  expect(fav.status).toBe(200);
});

/** Every id-taking endpoint, with another user's ids: 404, and nothing changes. */
const attacks: [string, string, () => string, unknown][] = [
  ['B deletes A’s message', 'DELETE', () => `/api/messages/${adas.messageIds[0]}`, undefined],
  [
    'B edits A’s option',
    'PATCH',
    () => `/api/messages/${adas.messageIds[0]}/suggestions/${adas.suggestionIds[0]}`,
    { text: 'hijacked by bob' },
  ],
  [
    'B unfavourites A’s option',
    'PATCH',
    () => `/api/messages/${adas.messageIds[0]}/suggestions/${adas.suggestionIds[0]}`,
    { favourite: false },
  ],
  [
    'B edits A’s option through B’s own message',
    'PATCH',
    () => `/api/messages/${bobs.messageIds[0]}/suggestions/${adas.suggestionIds[3]}`,
    { text: 'hijacked by bob' },
  ],
  [
    'B favourites B’s own option through A’s message',
    'PATCH',
    () => `/api/messages/${adas.messageIds[1]}/suggestions/${bobs.suggestionIds[0]}`,
    { favourite: true },
  ],
  [
    'B pays A’s test checkout',
    'POST',
    () => `/api/test-billing/checkouts/${adas.checkoutIds[0]}/pay`,
    {},
  ],
  [
    'B cancels A’s test checkout',
    'POST',
    () => `/api/test-billing/checkouts/${adas.checkoutIds[0]}/cancel`,
    {},
  ],
];

describe('isolation between accounts', () => {
  it.each(attacks)('%s: 404, and nothing changes', async (_name, method, path, body) => {
    const before = await snapshot(ada);
    const bobBefore = await snapshot(bob);
    const res = await call(bob, method, path(), body);
    expect(res.status).toBe(404);
    const answer = (await res.json()) as Record<string, unknown>;
    expect(answer).toMatchObject({ message: expect.any(String) });
    // The message history answers `{ error: 'not_found' }` until the writing pipeline's branch
    // lands (issue 22 follow-ups); every other endpoint already says `code` (ADR 036).
    expect(answer.code ?? answer.error).toBe('not_found');
    expect(await snapshot(ada)).toEqual(before);
    expect(await snapshot(bob)).toEqual(bobBefore);
  });

  it.each(attacks)(
    'signed out, the same request (%s) is 401',
    async (_name, method, path, body) => {
      const res = await call(null, method, path(), body);
      expect(res.status).toBe(401);
    },
  );

  it('A cannot reach B’s option through A’s own message either', async () => {
    const before = await snapshot(bob);
    const res = await call(
      ada,
      'PATCH',
      `/api/messages/${adas.messageIds[1]}/suggestions/${bobs.suggestionIds[1]}`,
      { text: 'hijacked by ada' },
    );
    expect(res.status).toBe(404);
    expect(await snapshot(bob)).toEqual(before);
  });

  it('answers an unknown id exactly like another user’s id, so ids cannot be probed', async () => {
    const unknown = '0b2f3c4d-5e6f-4a1b-8c9d-0e1f2a3b4c5d';
    const theirs = await call(bob, 'DELETE', `/api/messages/${adas.messageIds[1]}`);
    const missing = await call(bob, 'DELETE', `/api/messages/${unknown}`);
    expect(theirs.status).toBe(missing.status);
    expect(await theirs.json()).toEqual(await missing.json());
  });

  it('shows nothing of A’s in B’s lists, searches, favourites, counts or export', async () => {
    const lists = await Promise.all(
      [
        '/api/messages?pageSize=50',
        `/api/messages?search=${encodeURIComponent('Zenobia')}`,
        `/api/messages?search=${encodeURIComponent('cartographer')}&pageSize=50`,
        '/api/messages?favourites=true',
        '/api/messages?page=2&pageSize=1',
      ].map(async (path) => {
        const res = await call(bob, 'GET', path);
        expect(res.status).toBe(200);
        return (await res.json()) as { items: { id: string }[]; total: number };
      }),
    );
    const [all, byName, byRole, favourites, page2] = lists;
    expect(all!.items.map((i) => i.id)).toEqual(bobs.messageIds);
    expect(all!.total).toBe(1);
    expect(byName).toMatchObject({ items: [], total: 0 });
    expect(byRole!.items.map((i) => i.id)).toEqual(bobs.messageIds);
    expect(favourites).toMatchObject({ items: [], total: 0 });
    expect(page2).toMatchObject({ items: [], total: 1 });

    const account = (await (await call(bob, 'GET', '/api/account')).json()) as {
      usage: { thisMonth: number; allTime: number };
    };
    expect(account.usage).toEqual({ thisMonth: 1, allTime: 1 });

    const exported = JSON.stringify(await (await call(bob, 'GET', '/api/account/export')).json());
    for (const secret of [
      ada.email,
      'Ada Private',
      ...adas.names,
      ...adas.texts,
      ...adas.messageIds,
      ...adas.suggestionIds,
    ])
      expect(exported).not.toContain(secret);
    expect(exported).toContain(bobs.messageIds[0]);
  });

  it('keeps A’s own access intact: A can still cancel the checkout B tried, then pay', async () => {
    const cancelled = await call(
      ada,
      'POST',
      `/api/test-billing/checkouts/${adas.checkoutIds[0]}/cancel`,
      {},
    );
    expect(cancelled.status).toBe(200);
    // A new checkout, since the cancelled one is closed.
    const reopened = (await (await call(ada, 'POST', '/api/billing/checkout', {})).json()) as {
      url: string;
    };
    const next = reopened.url.split('/').at(-1)!;
    expect(next).not.toBe(adas.checkoutIds[0]);
    const paid = await call(ada, 'POST', `/api/test-billing/checkouts/${next}/pay`, {});
    expect(paid.status).toBe(200);
    // A's subscription is A's alone.
    const theirs = (await (await call(bob, 'GET', '/api/test-billing/subscription')).json()) as {
      subscription: unknown;
    };
    expect(theirs.subscription).toBeNull();
    const plan = (await (await call(bob, 'GET', '/api/account')).json()) as {
      plan: { name: string };
    };
    expect(plan.plan.name).toBe('basic');
    // And B's own checkout is still B's to use.
    const own = await call(
      bob,
      'POST',
      `/api/test-billing/checkouts/${bobs.checkoutIds[0]}/pay`,
      {},
    );
    expect(own.status).toBe(200);
  });
});
