import { randomBytes } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeChatWebhooks } from '#tests/mocks/chat-webhooks.ts';
import { openPrivateDatabase, type PrivateDatabase } from '#tests/setup/private-database.ts';
import {
  addDestination,
  getDelivery,
  proUserWithMessage,
  sendNow,
  waitForStatus,
} from '#tests/setup/sending.ts';
import { startTestServer, type TestServer } from '#tests/setup/test-server.ts';
import { claimPlan } from './worker.ts';

// Issue 20 item 1, the attack re-run: a mail server that accepts connections and never says a
// word held the whole process (a Slack "send now" went out 598 s late). Now every SMTP
// exchange has a time limit, a delivery holds a worker slot at most its budget, and e-mail
// may take only half the slots, so an unrelated Slack send goes out at once; and no address
// gets a mail twice.

const fake = new FakeChatWebhooks();
/** Both servers of a test open the same saved URLs. */
const DESTINATIONS_KEY = randomBytes(32).toString('base64url');

/** Accepts TCP connections and never answers (counts them). */
class SilentSmtp {
  private server: Server;
  private sockets = new Set<Socket>();
  connections = 0;
  url = '';
  constructor() {
    this.server = createServer((socket) => {
      this.connections++;
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      socket.on('error', () => {});
    });
  }
  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `smtp://127.0.0.1:${(this.server.address() as { port: number }).port}`;
  }
  async stop() {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

beforeAll(async () => {
  await fake.start();
});
afterAll(async () => {
  await fake.stop();
});

/**
 * Accounts and destinations are made through a second server on the same database, whose mail
 * goes to the dev mailbox (sign-up confirmation), with no worker.
 */
function setupServer(priv: PrivateDatabase) {
  return startTestServer(
    { ...priv.vars, DESTINATIONS_KEY, DESTINATION_ALLOW_HOSTS: '127.0.0.1' },
    { database: priv.database },
  );
}

describe('a mail server that never answers', () => {
  const smtp = new SilentSmtp();
  let priv: PrivateDatabase;
  let server: TestServer;
  let setup: TestServer;

  beforeAll(async () => {
    await smtp.start();
    priv = await openPrivateDatabase();
    server = await startTestServer(
      {
        ...priv.vars,
        DESTINATIONS_KEY,
        SMTP_URL: smtp.url,
        DELIVERY_WORKER: 'true',
        DELIVERY_POLL_INTERVAL_MS: '200',
        // Production's SMTP limits (10 s to greet), a short budget so the test ends soon.
        DELIVERY_BUDGET_MS: '1500',
        DELIVERY_RETRY_BASE_MS: '60000',
        DESTINATION_ALLOW_HOSTS: '127.0.0.1',
        SEND_RATE_LIMIT_PER_HOUR: '1000',
      },
      { database: priv.database },
    );
    setup = await setupServer(priv);
  });
  afterAll(async () => {
    await setup?.stop();
    await server?.stop();
    await smtp.stop();
    await priv?.dispose();
  });

  it(
    'lets an unrelated Slack "send now" go out at once while ten e-mails hang',
    { timeout: 30_000 },
    async () => {
      const ada = await proUserWithMessage(setup);
      // Her own verified address needs no confirmation, so these go to the mail server.
      const list = await addDestination(setup, ada, {
        kind: 'email',
        name: 'Me',
        emails: [ada.email],
      });
      const mails: { id: string }[] = [];
      for (let i = 0; i < 10; i++) mails.push(await sendNow(server, ada, list.id));
      // The e-mails are in flight: the mail server has connections it does not answer.
      await expect.poll(() => smtp.connections, { timeout: 5000 }).toBeGreaterThanOrEqual(4);

      const url = fake.webhook('slack');
      const slack = await addDestination(setup, ada, { kind: 'slack', name: '#team', url });
      const asked = Date.now();
      const delivery = await sendNow(server, ada, slack.id);
      const [post] = await fake.waitForPosts(url, 1, 10_000).catch((e) => {
        throw e;
      });
      const delayMs = post!.receivedAt - asked;
      expect(delayMs).toBeLessThan(1500);
      await waitForStatus(server, ada, delivery.id, ['sent']);

      // Each stalled e-mail is given up within its budget and scheduled for a later try as
      // certainly not delivered (nothing reached the server), never as maybe sent.
      await expect
        .poll(
          async () => {
            const views = await Promise.all(mails.map((m) => getDelivery(server, ada, m.id)));
            return views.filter((v) => v!.attempts >= 1 && v!.status === 'scheduled').length;
          },
          { timeout: 15_000, interval: 200 },
        )
        .toBe(10);
      for (const mail of mails)
        expect(await getDelivery(server, ada, mail.id)).toMatchObject({
          lastError: 'The mail server stopped answering.',
        });
    },
  );
});

describe('a mail server that takes the whole message and never confirms it', () => {
  let priv: PrivateDatabase;
  let server: TestServer;
  let setup: TestServer;
  const received: string[] = [];
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push(session.envelope.rcptTo.map((r) => r.address).join(','));
        // Announcements hang after the final dot; everything else is accepted.
        if (!data.includes('Subject: Please welcome')) callback();
      });
    },
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    priv = await openPrivateDatabase();
    server = await startTestServer(
      {
        ...priv.vars,
        SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}`,
        SMTP_SOCKET_TIMEOUT_MS: '400',
        DELIVERY_WORKER: 'true',
        DELIVERY_POLL_INTERVAL_MS: '100',
        DELIVERY_RETRY_BASE_MS: '50',
        DESTINATION_ALLOW_HOSTS: '127.0.0.1',
      },
      { database: priv.database },
    );
    setup = await setupServer(priv);
  });
  afterAll(async () => {
    await setup?.stop();
    await server?.stop();
    await new Promise<void>((resolve) => smtp.close(resolve));
    await priv?.dispose();
  });

  it('never sends it to that address again, and says the outcome is uncertain', async () => {
    const bea = await proUserWithMessage(setup);
    const list = await addDestination(setup, bea, {
      kind: 'email',
      name: 'Me',
      emails: [bea.email],
    });
    const delivery = await sendNow(server, bea, list.id);
    const sent = await waitForStatus(server, bea, delivery.id, ['sent', 'failed']);
    expect(sent.status).toBe('sent');
    expect((sent as unknown as { uncertainty: string }).uncertainty).toMatch(
      /^The mail server took it for 1 address but never confirmed/,
    );
    // Retries are 50 ms apart here: had it been retried, it would be here by now.
    await new Promise((r) => setTimeout(r, 1000));
    expect(received.filter((to) => to === bea.email.toLowerCase())).toHaveLength(1);
  });
});

describe('claimPlan: no destination kind holds every slot', () => {
  const now = 100_000;
  const sends = (kind: string, n: number, startedAt = now) =>
    Array.from({ length: n }, () => ({ kind, startedAt }));

  it('gives e-mail at most half the slots, and a healthy webhook kind all but one', () => {
    expect(claimPlan([], { concurrency: 8, slowAfterMs: 2000, now })).toMatchObject({
      email: 4,
      webhook: 7,
      total: 8,
      excludeKinds: [],
    });
    expect(claimPlan(sends('email', 4), { concurrency: 8, slowAfterMs: 2000, now })).toMatchObject({
      email: 0,
      webhook: 4,
      total: 4,
    });
    expect(claimPlan(sends('slack', 7), { concurrency: 8, slowAfterMs: 2000, now })).toMatchObject({
      email: 1,
      webhook: 1,
      total: 1,
      excludeKinds: ['slack'],
    });
  });

  it('halves the share of a kind whose sends are slow, leaving the rest to the others', () => {
    const slow = sends('slack', 4, now - 5000);
    expect(claimPlan(slow, { concurrency: 8, slowAfterMs: 2000, now })).toMatchObject({
      email: 4,
      webhook: 4,
      total: 4,
      excludeKinds: ['slack'],
    });
    expect(claimPlan(sends('email', 8), { concurrency: 8, slowAfterMs: 2000, now }).total).toBe(0);
  });
});
