import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeChatWebhooks } from '#tests/mocks/chat-webhooks.ts';
import { interpretAnswer, isPrivateAddress, postWebhook } from './chat-webhooks.ts';

const fake = new FakeChatWebhooks();
beforeAll(() => fake.start());
afterAll(() => fake.stop());

const allow = { timeoutMs: 1000, allowHosts: ['127.0.0.1'] };

describe('posting to a webhook', () => {
  it('refuses plain http and private addresses unless the host is allowed', async () => {
    const url = new URL(fake.webhook('slack'));
    await expect(postWebhook(url, {}, { timeoutMs: 1000, allowHosts: [] })).rejects.toThrow(
      /https only/,
    );
    // A name that resolves to loopback is refused at connect time, whatever the URL says.
    const named = new URL(`https://localhost:${url.port}${url.pathname}`);
    await expect(postWebhook(named, {}, { timeoutMs: 1000, allowHosts: [] })).rejects.toMatchObject(
      {
        code: 'EPRIVATEADDRESS',
      },
    );
    await expect(
      postWebhook(new URL('https://169.254.169.254/x'), {}, { timeoutMs: 1000, allowHosts: [] }),
    ).rejects.toMatchObject({ code: 'EPRIVATEADDRESS' });
    expect(
      ['127.0.0.1', '10.1.2.3', '192.168.0.1', '::1', 'fd00::1', '::ffff:10.0.0.1'].every(
        isPrivateAddress,
      ),
    ).toBe(true);
    expect(isPrivateAddress('52.1.2.3')).toBe(false);
  });

  it('posts JSON once and reads the answer', async () => {
    const url = fake.webhook('slack');
    const answer = await postWebhook(new URL(url), { text: 'hi' }, allow);
    expect(answer).toMatchObject({ status: 200, body: 'ok' });
    expect(fake.postsTo(url)[0]!.body).toEqual({ text: 'hi' });
    expect(fake.postsTo(url)[0]!.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('does not follow a redirect', async () => {
    const url = fake.webhook('slack');
    const target = fake.webhook('slack');
    fake.script(url, [{ status: 307, location: target }]);
    const answer = await postWebhook(new URL(url), {}, allow);
    expect(answer.status).toBe(307);
    expect(fake.postsTo(target)).toHaveLength(0);
    expect(interpretAnswer('slack', answer)).toMatchObject({ kind: 'failed' });
  });

  it('reads at most 64 KB of an endless answer', async () => {
    const url = fake.webhook('discord');
    fake.script(url, ['huge']);
    const answer = await postWebhook(new URL(url), {}, allow);
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBe(64 * 1024);
  });

  it('gives up on a provider that never answers, within the deadline', async () => {
    const url = fake.webhook('teams');
    fake.script(url, ['hang']);
    const started = Date.now();
    await expect(postWebhook(new URL(url), {}, { ...allow, timeoutMs: 300 })).rejects.toMatchObject(
      {
        code: 'EDEADLINE',
      },
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('posts again on a new connection when a kept-alive one was closed before any answer', async () => {
    // A provider that closes an idle kept-alive connection as the next post goes out on it:
    // here, the second request on any connection gets the connection closed, unanswered.
    const connections = new Set<Socket>();
    const answered: string[] = [];
    const server = createServer((req, res) => {
      const seen = (req.socket as Socket & { posts?: number }).posts ?? 0;
      (req.socket as Socket & { posts?: number }).posts = seen + 1;
      if (seen > 0) return void req.socket.destroy();
      req.resume();
      req.on('end', () => {
        answered.push(req.url ?? '');
        res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      });
    });
    server.on('connection', (socket) => connections.add(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const first = await postWebhook(new URL(`http://127.0.0.1:${port}/one`), {}, allow);
      const second = await postWebhook(new URL(`http://127.0.0.1:${port}/two`), {}, allow);
      expect([first.status, second.status]).toEqual([200, 200]);
      // Each post answered once; the second on a connection of its own.
      expect(answered).toEqual(['/one', '/two']);
      expect(connections.size).toBe(2);
    } finally {
      for (const socket of connections) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('what a provider’s answer means', () => {
  const answer = (status: number, body = '', retryAfter?: string) => ({ status, body, retryAfter });
  it('in plain words, retrying only what can succeed later', () => {
    expect(interpretAnswer('slack', answer(200, 'ok'))).toEqual({
      kind: 'accepted',
      detail: 'Slack accepted the message.',
    });
    expect(interpretAnswer('slack', answer(410, 'channel_is_archived'))).toEqual({
      kind: 'failed',
      reason: 'The Slack channel of this webhook was archived.',
    });
    expect(interpretAnswer('slack', answer(404, 'no_service'))).toEqual({
      kind: 'failed',
      reason: 'This Slack webhook no longer exists.',
    });
    expect(
      interpretAnswer('discord', answer(404, '{"message": "Unknown Webhook", "code": 10015}')),
    ).toEqual({
      kind: 'failed',
      reason: 'This Discord webhook no longer exists.',
    });
    expect(interpretAnswer('teams', answer(429, '', '7'))).toEqual({
      kind: 'retry',
      reason: 'Microsoft Teams asked Herald to slow down (429).',
      retryAfterMs: 7000,
      uncertain: false,
    });
    expect(interpretAnswer('google_chat', answer(503))).toMatchObject({ kind: 'retry' });
    // Herald de-duplicates with requestId (a retry answers 200); a 409 is no success.
    expect(interpretAnswer('google_chat', answer(409))).toMatchObject({ kind: 'failed' });
    expect(interpretAnswer('slack', answer(400, 'invalid_payload'))).toEqual({
      kind: 'failed',
      reason: 'Slack could not accept this message (400 invalid_payload).',
    });
    expect(interpretAnswer('slack', answer(403, 'action_prohibited'))).toMatchObject({
      kind: 'failed',
      reason: 'Slack refused the message: posting to this channel is restricted.',
    });
  });
});
