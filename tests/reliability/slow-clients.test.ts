import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser, postJson, type TestUser } from '#tests/setup/accounts.ts';
import {
  killChildServers,
  SHARED_APP_URL,
  startChildServer,
  type ChildServer,
} from './support/child-server.ts';

// Issue 17: a body sent at 10 bytes a second kept its connection (and a request slot) for
// 300 s. A whole request, body included, must arrive within 30 s; headers within 10 s.
const pgUrl = inject('testDatabaseUrl');
let server: ChildServer;
let user: TestUser;
let dataDir: string | undefined;

interface Trickle {
  /** Milliseconds from the first byte until the server hung up. */
  closedAfter: number;
  /** The status line the server answered with, if any. */
  answer: string;
}

/** Sends `head`, then the rest a few bytes at a time until the server hangs up. */
function trickle(head: string, rest: string, bytesPerSecond: number): Promise<Trickle> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, '127.0.0.1');
    let answer = '';
    let started = 0;
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      started = Date.now();
      socket.write(head);
      timer = setInterval(() => {
        if (sent < rest.length && !socket.destroyed) {
          socket.write(rest.slice(sent, sent + bytesPerSecond));
          sent += bytesPerSecond;
        }
      }, 1000);
    });
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ closedAfter: Date.now() - started, answer: answer.split('\r\n')[0] ?? '' });
    });
    setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error('the server kept a trickling client for 60 s'));
    }, 60_000).unref();
  });
}

describe('slow clients', () => {
  beforeAll(async () => {
    dataDir = pgUrl ? undefined : mkdtempSync(join(tmpdir(), 'herald-slow-'));
    server = await startChildServer(pgUrl ? { DATABASE_URL: pgUrl } : { DATA_DIR: dataDir! });
    user = await createUser(server);
  });
  afterAll(async () => {
    await killChildServers();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('cuts a body trickling in at 10 bytes a second after about 30 s, and serves everyone else meanwhile', async () => {
    const body = JSON.stringify({
      newHireName: 'Slow Loris',
      role: 'Analyst',
      tone: 'warm_professional',
      messageType: 'welcome',
      team: 'x'.repeat(2000),
    });
    const head = [
      'POST /api/generate HTTP/1.1',
      `Host: 127.0.0.1:${server.port}`,
      'Content-Type: application/json',
      `Origin: ${SHARED_APP_URL}`,
      `Cookie: ${user.cookie}`,
      `Content-Length: ${Buffer.byteLength(body)}`,
      '',
      '',
    ].join('\r\n');
    const slow = trickle(head, body, 10);

    // Meanwhile the server answers others as usual.
    await new Promise((r) => setTimeout(r, 5000));
    const other = await postJson(
      server,
      '/api/generate',
      {
        newHireName: 'Quick Fox',
        role: 'Analyst',
        tone: 'warm_professional',
        messageType: 'welcome',
      },
      { cookie: user.cookie },
    );
    expect(other.status).toBe(200);

    const cut = await slow;
    expect(cut.closedAfter).toBeGreaterThanOrEqual(29_000);
    expect(cut.closedAfter).toBeLessThan(34_000);
    expect(cut.answer).toBe('HTTP/1.1 408 Request Timeout');
    // Nothing of it was stored, and the server is still up.
    const list = (await (
      await server.fetch('/api/messages?search=Slow%20Loris', { headers: { cookie: user.cookie } })
    ).json()) as { total: number };
    expect(list.total).toBe(0);
    expect(server.child.exitCode).toBeNull();
    expect(server.logs.filter((l) => l.msg === 'unhandled error')).toEqual([]);
  }, 60_000);

  it("keeps an idle keep-alive connection past Node's 5 s default, so a reused one is not reset", async () => {
    const socket = net.connect(server.port, '127.0.0.1');
    let received = '';
    let closed = false;
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    socket.on('close', () => (closed = true));
    socket.on('error', () => {});
    const request = `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n\r\n`;
    const answers = () => received.match(/HTTP\/1\.1 200 OK\r\n/g)?.length ?? 0;
    const until = async (done: () => boolean) => {
      for (let i = 0; i < 100 && !done(); i++) await new Promise((r) => setTimeout(r, 50));
    };
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(request);
    await until(() => answers() === 1);
    expect(answers()).toBe(1);
    await new Promise((r) => setTimeout(r, 6000));
    expect(closed).toBe(false);
    socket.write(request);
    await until(() => answers() === 2);
    expect(answers()).toBe(2);
    socket.destroy();
  }, 30_000);

  it('cuts headers trickling in after about 10 s', async () => {
    const head = `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n`;
    const cut = await trickle(head, 'X-Slow: ' + 'y'.repeat(200) + '\r\n\r\n', 2);
    expect(cut.closedAfter).toBeGreaterThanOrEqual(9_000);
    expect(cut.closedAfter).toBeLessThan(14_000);
    expect((await server.fetch('/api/health')).status).toBe(200);
  }, 60_000);
});
