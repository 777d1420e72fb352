import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '#server/db/client.ts';
import { passingWelcomeOptions, WELCOME_INPUT } from '#tests/mocks/welcome-options.ts';
import { createUser, postJson, userIdOf, type TestUser } from '#tests/setup/accounts.ts';
import { FakeOpenAI } from '#tests/mocks/openai-compatible.ts';
import {
  killChildServers,
  SHARED_APP_URL,
  startChildServer,
  type ChildServer,
} from './support/child-server.ts';
import { openReservations, storedMessages } from './support/invariants.ts';

// SIGTERM during streaming generations (a deploy, a scale-down): what is in flight finishes
// and is stored whole, nothing new is accepted, and the process exits 0 within 10 s.
const pgUrl = inject('testDatabaseUrl');
const fake = new FakeOpenAI();
let dataDir: string | undefined;
let server: ChildServer;
let users: TestUser[];

const input = WELCOME_INPUT;
const good = passingWelcomeOptions(WELCOME_INPUT.newHireName);

interface StreamEvent {
  event: string;
  data: Record<string, unknown>;
}

/** A streaming generation read as it arrives: `first` resolves at the first option. */
function openStream(user: TestUser) {
  let markFirst!: () => void;
  const first = new Promise<void>((r) => (markFirst = r));
  const events = (async (): Promise<StreamEvent[]> => {
    const res = await postJson(server, '/api/generate', input, {
      cookie: user.cookie,
      accept: 'text/event-stream',
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    const seen: StreamEvent[] = [];
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
        const data = /^data: (.*)$/m.exec(block)?.[1];
        seen.push({ event, data: data ? (JSON.parse(data) as Record<string, unknown>) : {} });
        if (event === 'option') markFirst();
      }
    }
    return seen;
  })();
  return { first, events };
}

/** A request whose headers are half sent: the connection is busy, so shutdown keeps it open. */
async function halfSentRequest(user: TestUser) {
  const socket = net.connect(server.port, '127.0.0.1');
  await once(socket, 'connect');
  socket.write(`POST /api/generate HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n`);
  let response = '';
  socket.on('data', (chunk: Buffer) => (response += chunk.toString('utf8')));
  const closed = once(socket, 'close');
  return {
    async finish(): Promise<string> {
      const body = JSON.stringify(input);
      socket.write(
        [
          'Content-Type: application/json',
          `Cookie: ${user.cookie}`,
          `Origin: ${SHARED_APP_URL}`,
          `Content-Length: ${Buffer.byteLength(body)}`,
          'Connection: close',
          '',
          body,
        ].join('\r\n'),
      );
      await closed;
      return response;
    },
  };
}

describe('graceful shutdown', () => {
  beforeAll(async () => {
    const url = await fake.start();
    fake.script({ kind: 'options', options: good, chunkDelayMs: 100 });
    dataDir = pgUrl ? undefined : mkdtempSync(join(tmpdir(), 'herald-shutdown-'));
    server = await startChildServer({
      ...(pgUrl ? { DATABASE_URL: pgUrl } : { DATA_DIR: dataDir! }),
      AI_PROVIDER: 'openai-compatible',
      AI_MODEL: 'fake-model',
      AI_BASE_URL: url,
      AI_TIMEOUT_MS: '30000',
      GENERATION_RATE_LIMIT_PER_MINUTE: '1000',
    });
    users = [await createUser(server), await createUser(server)];
  });
  afterAll(async () => {
    await killChildServers();
    await fake.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes streaming generations, refuses new requests with 503, and exits 0 within 10 s', async () => {
    fake.requests.length = 0;
    const streams = [0, 0, 0, 1, 1, 1].map((i) => openStream(users[i]!));
    await Promise.all(streams.map((s) => s.first));
    // A plain JSON generation, started last so it is the last to finish: its response is
    // written after its handler returns, which is when the drain lets shutdown proceed.
    const plain = postJson(server, '/api/generate', input, { cookie: users[1]!.cookie });
    await expect.poll(() => fake.requests.length, { interval: 10, timeout: 10_000 }).toBe(7);
    const late = await halfSentRequest(users[0]!);

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await server.waitForLog('shutting down');

    // A request arriving now is refused, not started: on a connection still open, 503.
    const refused = await late.finish();
    expect(refused).toMatch(/^HTTP\/1\.1 503/);
    expect(refused).toContain('"code":"shutting_down"');
    // A new connection is not accepted at all (or, if it is, refused the same way).
    const fresh = await server.fetch('/api/health').then(
      (res) => res.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(fresh);

    // Everything in flight completes.
    const results = await Promise.all(streams.map((s) => s.events));
    for (const events of results) {
      expect(
        events.map((e) => e.event),
        JSON.stringify(events.at(-1)),
      ).toEqual(['option', 'option', 'option', 'done']);
      expect(events[3]!.data).toMatchObject({ success: true });
    }
    const plainRes = await plain;
    expect(plainRes.status).toBe(200);
    const plainBody = (await plainRes.json()) as { messageId: string; messages: string[] };
    expect(plainBody.messages).toEqual(good);

    expect(await server.exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    expect(server.logs.some((l) => l.msg === 'stopped')).toBe(true);
    expect(server.logs.some((l) => l.msg === 'shutdown grace period over')).toBe(false);

    // Exactly what was answered is stored, each message whole, no quota held.
    let database: Database | undefined;
    try {
      database = pgUrl
        ? openDatabase({ url: pgUrl, poolSize: 2 })
        : openDatabase({ dataDir: dataDir! });
      const ids = await Promise.all(users.map((u) => userIdOf(database!.db, u.email)));
      const stored = await storedMessages(database.db, ids);
      const answered = [
        ...results.map((events) => events[3]!.data.messageId as string),
        plainBody.messageId,
      ];
      expect(stored.map((m) => m.id).sort()).toEqual(answered.sort());
      for (const m of stored) expect(m.suggestions).toEqual(good);
      expect(await openReservations(database.db, ids)).toBe(0);
    } finally {
      await database?.close();
    }
  });
});
