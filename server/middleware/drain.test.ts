import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { Drain } from './drain.ts';

describe('Drain', () => {
  it('lets in-flight requests finish, refuses new ones with 503, then resolves', async () => {
    const drain = new Drain();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const app = new Hono()
      .use(drain.middleware())
      .get('/slow', async (c) => {
        await gate;
        return c.text('done');
      })
      .get('/fast', (c) => c.text('fast'));

    const slow = app.request('/slow');
    await new Promise((r) => setTimeout(r, 10));
    expect(drain.active).toBe(1);

    let drained = false;
    const draining = drain.drain().then(() => (drained = true));
    const refused = await app.request('/fast');
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ code: 'shutting_down' });
    expect(drained).toBe(false);

    release();
    expect(await (await slow).text()).toBe('done');
    await draining;
    expect(drained).toBe(true);
  });

  it('counts a streamed response until its stream ends', async () => {
    const drain = new Drain();
    let push!: (s: string) => void;
    let end!: () => void;
    const app = new Hono().use(drain.middleware()).get('/stream', () => {
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          push = (s) => controller.enqueue(new TextEncoder().encode(s));
          end = () => controller.close();
        },
      });
      return new Response(stream, { headers: { 'content-type': 'text/event-stream' } });
    });
    const res = await app.request('/stream');
    const reader = res.body!.getReader();
    expect(drain.active).toBe(1);
    push('data: 1\n\n');
    await reader.read();
    expect(drain.active).toBe(1);
    end();
    await reader.read();
    expect(drain.active).toBe(0);
  });
});
