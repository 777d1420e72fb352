import { describe, expect, it } from 'vitest';
import { startTestServer } from '#tests/setup/test-server.ts';

/** ADR 053: end-to-end tests move the server's clock; only a server started with TEST_CLOCK has one to move. */
describe('/api/dev/clock', () => {
  it('reads and moves the clock of a server started with TEST_CLOCK', async () => {
    const server = await startTestServer({ TEST_CLOCK: '2027-03-01T08:00:00Z' });
    try {
      const read = await server.fetch('/api/dev/clock');
      expect(await read.json()).toEqual({ now: '2027-03-01T08:00:00.000Z' });
      const moved = await server.fetch('/api/dev/clock', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ at: '2027-03-10T00:00:00Z' }),
      });
      expect(await moved.json()).toEqual({ now: '2027-03-10T00:00:00.000Z' });
      const bad = await server.fetch('/api/dev/clock', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ at: 'tomorrow' }),
      });
      expect(bad.status).toBe(400);
    } finally {
      await server.stop();
    }
  });

  it('does not exist otherwise', async () => {
    const server = await startTestServer();
    try {
      expect((await server.fetch('/api/dev/clock')).status).toBe(404);
    } finally {
      await server.stop();
    }
  });
});
