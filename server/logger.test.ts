import { Writable } from 'node:stream';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env.ts';
import { createLogger } from './logger.ts';
import { requestLogger } from './middleware/request-logger.ts';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { logger: createLogger('info', stream), lines };
}

// A failed query's message lists its parameters (session tokens, e-mail addresses). Whoever
// logs the error, as an Error or as a plain `{ message }`, the parameters stay out.
describe('createLogger', () => {
  const failed = 'Failed query: select * from "session" where "token" = $1\nparams: tok_secret123';

  it('keeps query parameters out of a logged Error, its stack and its cause', () => {
    const { logger, lines } = capture();
    logger.warn({ err: new Error(failed, { cause: new Error(failed) }) }, 'database unavailable');
    expect(lines.join('')).not.toContain('tok_secret123');
    expect(lines.join('')).toContain('params: [redacted]');
  });

  it('keeps query parameters out of a plain { message } error', () => {
    const { logger, lines } = capture();
    logger.warn({ err: { message: failed }, deliveryId: 'd1' }, 'delivery attempt not recorded');
    const line = JSON.parse(lines[0]!) as { err: { message: string }; deliveryId: string };
    expect(line.err.message).toBe(
      'Failed query: select * from "session" where "token" = $1\nparams: [redacted]',
    );
    expect(line.deliveryId).toBe('d1');
  });
});

// Development's log is read by people: a request is one line that says what happened.
describe('request log', () => {
  it('writes one line per request whose message names method, path, status and time', async () => {
    const { logger, lines } = capture();
    const app = new Hono<AppEnv>();
    app.use(requestLogger(logger));
    app.get('/api/ping', (c) => c.text('ok'));
    await app.request('/api/ping?token=secret');
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as { msg: string; path: string; status: number };
    expect(line.msg).toMatch(/^GET \/api\/ping 200 \d+(\.\d)? ms$/);
    expect(line).toMatchObject({ path: '/api/ping', status: 200 });
    expect(lines[0]).not.toContain('secret');
  });
});
