import { expect } from 'vitest';
import { postJson, type TestUser } from '#tests/setup/accounts.ts';
import type { TestServer } from '#tests/setup/test-server.ts';
import { directDb, openReservations, storedMessages } from './invariants.ts';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One generation request and how it ended; status 0 = the connection broke. */
export interface Attempt {
  name: string;
  userId: string;
  started: number;
  ended: number;
  status: number;
  body: Record<string, unknown>;
}

export interface Generator {
  user: TestUser;
  userId: string;
}

let counter = 0;

/** A generation whose `newHireName` ("Rosa N<k>") identifies it in the database afterwards. */
export async function generateOnce(server: TestServer, who: Generator): Promise<Attempt> {
  const name = `Rosa N${counter++}`;
  const started = Date.now();
  try {
    const res = await postJson(
      server,
      '/api/generate',
      { newHireName: name, role: 'Analyst', tone: 'warm_professional', messageType: 'welcome' },
      { cookie: who.user.cookie },
    );
    const body = (await res.json()) as Record<string, unknown>;
    return { name, userId: who.userId, started, ended: Date.now(), status: res.status, body };
  } catch (error) {
    // The connection broke: the server crashed or hung up. Status 0 fails the checks.
    return {
      name,
      userId: who.userId,
      started,
      ended: Date.now(),
      status: 0,
      body: { error: String(error) },
    };
  }
}

/** `workers` loops of generations (round-robin over `who`) until `until()` says stop. */
export async function workload(
  server: TestServer,
  who: Generator[],
  workers: number,
  until: () => boolean,
  onAttempt?: (attempt: Attempt) => void,
): Promise<Attempt[]> {
  const attempts: Attempt[] = [];
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      for (let i = w; !until(); i += workers) {
        const attempt = await generateOnce(server, who[i % who.length]!);
        attempts.push(attempt);
        onAttempt?.(attempt);
        await sleep(20);
      }
    }),
  );
  return attempts;
}

export function expectUnavailable(r: { status: number; body: Record<string, unknown> }) {
  expect(r.status, JSON.stringify(r)).toBe(503);
  expect(r.body).toMatchObject({ code: 'database_unavailable' });
  expect(typeof r.body.message).toBe('string');
}

/**
 * No lost, duplicated or half-written messages, whatever the fault did to the requests:
 * every stored message has its three options, every 200 is stored once with the options it
 * answered, a request that started and ended inside the fault stored nothing, and usage
 * counts exactly what is stored.
 */
export async function expectConsistentWrites(
  server: TestServer,
  pgUrl: string,
  who: Generator[],
  attempts: Attempt[],
  fault: { from: number; to: number },
) {
  const userIds = who.map((w) => w.userId);
  const everything = await storedMessages(directDb(pgUrl), userIds);
  const names = new Set(attempts.map((a) => a.name));
  // Every stored message comes from a request of this suite; this phase checks its own.
  for (const m of everything) expect(m.newHireName).toMatch(/^Rosa N\d+$/);
  for (const m of everything)
    expect(
      m.suggestions,
      `${m.newHireName} was stored with ${m.suggestions.length} options`,
    ).toHaveLength(3);
  const stored = everything.filter((m) => names.has(m.newHireName));
  const byName = new Map<string, number>();
  for (const m of stored) byName.set(m.newHireName, (byName.get(m.newHireName) ?? 0) + 1);
  for (const [name, n] of byName) expect(n, `${name} stored ${n} times`).toBe(1);

  for (const a of attempts) {
    expect([200, 503], JSON.stringify(a)).toContain(a.status);
    if (a.status === 200) {
      const m = stored.find((s) => s.newHireName === a.name);
      expect(m, `${a.name} answered 200 but was not stored`).toBeDefined();
      expect(m!.suggestions).toEqual(a.body.messages);
    } else {
      expectUnavailable(a);
      if (a.started > fault.from && a.ended < fault.to)
        expect(byName.has(a.name), `${a.name} failed but was stored`).toBe(false);
    }
  }
  // A stored message that answered 503 could only be one whose COMMIT raced the fault.
  const inFlight = attempts.filter((a) => a.started <= fault.from && a.ended >= fault.from);
  const unacknowledged = stored.filter(
    (m) => !attempts.some((a) => a.name === m.newHireName && a.status === 200),
  );
  expect(unacknowledged.length).toBeLessThanOrEqual(inFlight.length);
  for (const w of who) {
    const account = (await (
      await server.fetch('/api/account', { headers: { cookie: w.user.cookie } })
    ).json()) as { usage: { allTime: number } };
    expect(account.usage.allTime).toBe(everything.filter((m) => m.userId === w.userId).length);
  }
  // A generation cut off mid-way cannot return its quota unit (the database was gone); the
  // reservation then expires by itself (AI_TIMEOUT_MS + 60 s). Only those may remain.
  expect(await openReservations(directDb(pgUrl), userIds)).toBeLessThanOrEqual(inFlight.length);
}
