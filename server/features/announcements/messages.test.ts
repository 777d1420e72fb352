import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { messages } from '#server/db/schema/index.ts';
import { createUser, makePro, postJson, type TestUser } from '#tests/setup/accounts.ts';
import { startTestServer, testDb, type TestServer } from '#tests/setup/test-server.ts';

let server: TestServer;
let ada: TestUser;
let bob: TestUser;
const adaIds: { messageId: string; suggestionId: string }[] = [];

interface Page {
  items: {
    id: string;
    newHireName: string;
    tone: string;
    messageType: string;
    suggestions: { id: string; text: string; favourite: boolean }[];
  }[];
  total: number;
  page: number;
  pageSize: number;
}

const people = [
  {
    newHireName: 'Priya Sharma',
    role: 'Data Engineer',
    tone: 'warm_professional',
    messageType: 'welcome',
  },
  { newHireName: 'Marcus Chen', role: 'Designer', tone: 'excited_fun', messageType: 'welcome' },
  {
    newHireName: 'Zoë Müller',
    role: 'Product Manager',
    tone: 'creative_playful',
    messageType: 'welcome',
  },
  {
    newHireName: 'Sam Okafor',
    tone: 'confident_assertive',
    messageType: 'promotion',
    currentRole: 'Engineer',
    newRole: 'Staff Engineer',
    promotionDetails: 'led the migration',
  },
  {
    newHireName: 'Lena 100%_Sure',
    role: 'Support Lead',
    tone: 'casual_concise',
    messageType: 'achievements',
    achievementDescription: 'closed 500 tickets',
    achievementDetails: 'with a 98% satisfaction score',
  },
  {
    newHireName: 'Ravi Patel',
    role: 'QA Analyst',
    tone: 'friendly_approachable',
    messageType: 'welcome',
  },
];

beforeAll(async () => {
  server = await startTestServer({ GENERATION_RATE_LIMIT_PER_MINUTE: '1000' });
  [ada, bob] = await Promise.all([createUser(server), createUser(server)]);
  await makePro(await testDb(server), ada.email);
  for (const person of people) {
    const res = await postJson(server, '/api/generate', person, { cookie: ada.cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { messageId: string; suggestions: { id: string }[] };
    adaIds.push({ messageId: body.messageId, suggestionId: body.suggestions[0]!.id });
  }
});
afterAll(() => server.stop());

async function list(user: TestUser, query = ''): Promise<Page> {
  const res = await server.fetch(`/api/messages${query}`, { headers: { cookie: user.cookie } });
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
}

describe('GET /api/messages', () => {
  it('pages the user’s messages newest first, 5 by default', async () => {
    const first = await list(ada);
    expect(first).toMatchObject({ total: 6, page: 1, pageSize: 5 });
    expect(first.items.map((i) => i.newHireName)).toEqual(
      people
        .slice(1)
        .reverse()
        .map((p) => p.newHireName),
    );
    expect(first.items[0]!.suggestions).toHaveLength(3);
    const second = await list(ada, '?page=2');
    expect(second.items.map((i) => i.newHireName)).toEqual(['Priya Sharma']);
    expect(second.total).toBe(6);
    const beyond = await list(ada, '?page=9');
    expect(beyond).toMatchObject({ items: [], total: 6 });
  });

  it.each([
    ['priya', ['Priya Sharma']],
    ['DESIGN', ['Marcus Chen']],
    ['zoë', ['Zoë Müller']],
    ['ZOË MÜ', ['Zoë Müller']],
    ['Zoe\u0308', ['Zoë Müller']], // decomposed ë finds the composed one
    ['Pri\u200bya', ['Priya Sharma']], // an invisible character does not stop a match
    ['chen\u001fdesigner', []], // never across the name/role boundary
    ['chen designer', []],
    ['warm & prof', ['Priya Sharma']],
    ['excited fun', ['Marcus Chen']],
    ['confident_assertive', ['Sam Okafor']],
    ['promotion', ['Sam Okafor']],
    ['Achievement', ['Lena 100%_Sure']],
    ['100%_', ['Lena 100%_Sure']],
    ['%', ['Lena 100%_Sure']],
    ["'; drop table messages; --", []],
  ])('searches case-insensitively in SQL: %s', async (search, names) => {
    const page = await list(ada, `?search=${encodeURIComponent(search)}&pageSize=50`);
    expect(page.items.map((i) => i.newHireName).sort()).toEqual([...names].sort());
    expect(page.total).toBe(names.length);
  });

  it('never shows another user’s messages', async () => {
    const theirs = await list(bob, '?search=priya');
    expect(theirs).toMatchObject({ items: [], total: 0 });
  });

  it.each([
    ['?pageSize=51', 'pageSize must be at most 50.'],
    ['?pageSize=0', 'pageSize must be 1 or more.'],
    ['?page=abc', 'page must be a number.'],
    ['?page=1.5', 'page must be a whole number.'],
    [`?search=${'x'.repeat(101)}`, 'Search must be at most 100 characters.'],
    ['?favourites=maybe', 'favourites must be true or false.'],
    ['?admin=1', 'Unknown field: admin.'],
  ])('rejects %s with a precise 400', async (query, message) => {
    const res = await server.fetch(`/api/messages${query}`, { headers: { cookie: ada.cookie } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'invalid_input', message });
  });

  it('answers 401 when signed out', async () => {
    expect((await server.fetch('/api/messages')).status).toBe(401);
  });
});

describe('editing and favourites', () => {
  it('edits an option’s text and favourites it; the favourites filter finds it', async () => {
    const { messageId, suggestionId } = adaIds[1]!;
    const res = await server.fetch(`/api/messages/${messageId}/suggestions/${suggestionId}`, {
      method: 'PATCH',
      headers: { cookie: ada.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ text: '  Welcome Marcus, edited by hand.  ', favourite: true }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      suggestion: { id: suggestionId, text: 'Welcome Marcus, edited by hand.', favourite: true },
    });
    const favourites = await list(ada, '?favourites=true');
    expect(favourites.items.map((i) => i.id)).toEqual([messageId]);
  });

  it.each([[{}], [{ text: '' }], [{ favourite: 'yes' }], [{ text: 'x'.repeat(5001) }]])(
    'rejects %j',
    async (body) => {
      const { messageId, suggestionId } = adaIds[0]!;
      const res = await server.fetch(`/api/messages/${messageId}/suggestions/${suggestionId}`, {
        method: 'PATCH',
        headers: { cookie: ada.cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(400);
    },
  );
});

describe('isolation (IDOR)', () => {
  it('gives 404 for another user’s message and option ids, changing nothing', async () => {
    const { messageId, suggestionId } = adaIds[2]!;
    const patch = await server.fetch(`/api/messages/${messageId}/suggestions/${suggestionId}`, {
      method: 'PATCH',
      headers: { cookie: bob.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'hijacked' }),
    });
    expect(patch.status).toBe(404);
    const del = await server.fetch(`/api/messages/${messageId}`, {
      method: 'DELETE',
      headers: { cookie: bob.cookie },
    });
    expect(del.status).toBe(404);
    const mine = await list(ada, '?search=zo');
    expect(mine.items[0]!.suggestions.map((s) => s.text)).not.toContain('hijacked');
  });

  it('gives 404 for malformed and unknown ids', async () => {
    for (const id of ['not-a-uuid', '00000000-0000-0000-0000-000000000000', "1' or '1'='1"]) {
      const res = await server.fetch(`/api/messages/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        headers: { cookie: ada.cookie },
      });
      expect(res.status).toBe(404);
    }
  });
});

describe('DELETE /api/messages/:id', () => {
  it('deletes the user’s message and its options', async () => {
    const { messageId } = adaIds[5]!;
    const res = await server.fetch(`/api/messages/${messageId}`, {
      method: 'DELETE',
      headers: { cookie: ada.cookie },
    });
    expect(res.status).toBe(204);
    expect((await list(ada, '?pageSize=50')).items.map((i) => i.id)).not.toContain(messageId);
    const again = await server.fetch(`/api/messages/${messageId}`, {
      method: 'DELETE',
      headers: { cookie: ada.cookie },
    });
    expect(again.status).toBe(404);
  });
});

describe('the start day a send dialog schedules from (ADR 028)', () => {
  it('is stored as the server read it, and read from the words for older messages', async () => {
    const cleo = await createUser(server);
    const welcome = { newHireName: 'Cleo Hart', role: 'Analyst', tone: 'warm_professional' };
    const typed = await postJson(
      server,
      '/api/generate',
      { ...welcome, messageType: 'welcome', startDate: 'December 1, 2027' },
      { cookie: cleo.cookie },
    );
    expect(typed.status).toBe(200);
    const picked = await postJson(
      server,
      '/api/generate',
      {
        ...welcome,
        messageType: 'welcome',
        startDate: 'Wednesday, January 5, 2028',
        startDateIso: '2028-01-05',
      },
      { cookie: cleo.cookie },
    );
    expect(picked.status).toBe(200);
    const stored = (await list(cleo)).items as unknown as { startDateIso: string | null }[];
    expect(stored.map((i) => i.startDateIso)).toEqual(['2028-01-05', '2027-12-01']);

    // A message stored before the day was stored: its words are read on the way out.
    const db = await testDb(server);
    const { messageId } = (await typed.json()) as { messageId: string };
    await db
      .update(messages)
      .set({ input: sql`${messages.input} - 'startDateIso'` })
      .where(eq(messages.id, messageId));
    const older = (await list(cleo)).items as unknown as { startDateIso: string | null }[];
    expect(older.map((i) => i.startDateIso)).toEqual(['2028-01-05', '2027-12-01']);
    const [row] = await db
      .select({ input: messages.input })
      .from(messages)
      .where(eq(messages.id, messageId));
    expect(row!.input).not.toHaveProperty('startDateIso');
  });

  it('refuses a picker day that is not a date', async () => {
    const res = await postJson(
      server,
      '/api/generate',
      {
        newHireName: 'Cleo Hart',
        role: 'Analyst',
        tone: 'warm_professional',
        messageType: 'welcome',
        startDateIso: '2027-02-30',
      },
      { cookie: ada.cookie },
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: 'startDateIso must be a date written YYYY-MM-DD.',
    });
  });
});
