import { createServer, type Server, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '#server/logger.ts';
import { postJson, uniqueEmail } from '#tests/setup/accounts.ts';
import { testDb, useTestServer } from '#tests/setup/test-server.ts';
import { createMailer, MailError } from './email.ts';

// A real SMTP server on loopback: the nodemailer transport is exercised end to end.
const received: { from: string; to: string[]; data: string }[] = [];
let smtp: SMTPServer;
let port: number;

beforeAll(async () => {
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(resolve)));
const server = useTestServer(() => ({
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  MAIL_FROM: 'Herald <hello@herald.test>',
}));

describe('SMTP transport', () => {
  it('delivers the confirmation e-mail over SMTP with HTML and text parts', async () => {
    const email = uniqueEmail('smtp');
    const res = await postJson(server, '/api/auth/sign-up/email', {
      email,
      password: 'a-Sturdy-passphrase-42',
      name: 'Grace Hopper',
    });
    expect(res.status).toBe(200);
    await expect
      .poll(() => received.find((m) => m.to.includes(email)), { timeout: 5000 })
      .toBeTruthy();
    const mail = received.find((m) => m.to.includes(email))!;
    expect(mail.from).toBe('hello@herald.test');
    expect(mail.data).toContain('Subject: Confirm your e-mail for Herald');
    expect(mail.data).toContain('text/plain');
    expect(mail.data).toContain('text/html');
    expect(mail.data).toMatch(/verify-email\?token=/);
  });

  it('does not expose the dev mailbox when SMTP is configured', async () => {
    const res = await server.fetch('/api/dev/mailbox');
    expect(res.status).toBe(404);
  });
});

/** An SMTP server whose answer to the end of a message is `reply` (or nothing at all). */
async function smtpReplying(reply: 'never' | { code: number }) {
  const got: string[] = [];
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        got.push(data);
        if (reply === 'never') return; // the whole message is here; "250 OK" never comes
        callback(Object.assign(new Error('Try again later'), { responseCode: reply.code }));
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const url = `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}`;
  return { url, got, close: () => new Promise<void>((resolve) => smtp.close(resolve)) };
}

/** Accepts connections and never says a word (the stall issue 20 item 1 measured). */
async function silentServer() {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `smtp://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    url,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function mailerFor(url: string) {
  return createMailer({
    smtpUrl: url,
    from: 'Herald <hello@herald.test>',
    // Unused by the SMTP transport (the dev mailbox writes there).
    db: await testDb(server),
    logger: createLogger('silent'),
    timeouts: { connectionMs: 400, greetingMs: 400, socketMs: 400 },
  });
}

const mail = {
  to: 'team@example.com',
  subject: 'Please welcome Ada',
  text: 'Hello',
  html: '<p>Hello</p>',
  messageId: '<delivery-1.a@herald.test>',
  replyTo: { name: 'Grace Hopper', address: 'grace@example.com' },
  headers: {
    'List-Unsubscribe': '<https://herald.test/api/email/unsubscribe/t0k3n>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
};

async function failure(promise: Promise<unknown>): Promise<MailError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(MailError);
    return error as MailError;
  }
  throw new Error('the mail was sent');
}

describe('SMTP time limits and what a failure means (issue 20 item 1)', () => {
  it('gives up on a server that accepts the connection and never greets, within the limit', async () => {
    const silent = await silentServer();
    try {
      const mailer = await mailerFor(silent.url);
      const started = Date.now();
      const error = await failure(mailer.send(mail));
      expect(Date.now() - started).toBeLessThan(3000);
      expect(error.detail).toMatchObject({ code: 'ETIMEDOUT', maybeDelivered: false });
    } finally {
      await silent.close();
    }
  });

  it('says a mail may be delivered when the server took all of it and never confirmed', async () => {
    const smtp = await smtpReplying('never');
    try {
      const error = await failure((await mailerFor(smtp.url)).send(mail));
      expect(smtp.got).toHaveLength(1);
      expect(error.detail).toMatchObject({ maybeDelivered: true });
      // What went out: the sender to reply to, and one-click unsubscribe (RFC 8058).
      expect(smtp.got[0]).toContain('Reply-To: Grace Hopper <grace@example.com>');
      expect(smtp.got[0]).toContain(
        'List-Unsubscribe: <https://herald.test/api/email/unsubscribe/t0k3n>',
      );
      expect(smtp.got[0]).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(smtp.got[0]).toContain('Message-ID: <delivery-1.a@herald.test>');
    } finally {
      await smtp.close();
    }
  });

  it('reports a refusal with its code, never as maybe delivered', async () => {
    const smtp = await smtpReplying({ code: 451 });
    try {
      const error = await failure((await mailerFor(smtp.url)).send(mail));
      expect(error.detail).toMatchObject({ responseCode: 451, maybeDelivered: false });
    } finally {
      await smtp.close();
    }
  });

  it('abandons a send when its signal is aborted', async () => {
    const silent = await silentServer();
    try {
      const mailer = createMailer({
        smtpUrl: silent.url,
        from: 'Herald <hello@herald.test>',
        db: await testDb(server),
        logger: createLogger('silent'),
        timeouts: { connectionMs: 60_000, greetingMs: 60_000, socketMs: 60_000 },
      });
      const started = Date.now();
      const error = await failure(mailer.send(mail, { signal: AbortSignal.timeout(200) }));
      expect(Date.now() - started).toBeLessThan(2000);
      expect(error.detail.maybeDelivered).toBe(false);
    } finally {
      await silent.close();
    }
  });
});
