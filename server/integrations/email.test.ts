import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, uniqueEmail } from '#tests/setup/accounts.ts';
import { startTestServer, type TestServer } from '#tests/setup/test-server.ts';

// A real SMTP server on loopback: the nodemailer transport is exercised end to end.
const received: { from: string; to: string[]; data: string }[] = [];
let smtp: SMTPServer;
let port: number;
let server: TestServer;

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
  server = await startTestServer({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'Herald <hello@herald.test>',
  });
});

afterAll(async () => {
  await server.stop();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

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
