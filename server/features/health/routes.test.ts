import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { startTestServer, type TestServer } from '#tests/setup/test-server.ts';
import { FaultyProxy } from '#tests/setup/faulty-proxy.ts';

describe('GET /api/health', () => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
  });

  it('answers 200 when the database answers', async () => {
    const server = await startTestServer();
    servers.push(server);
    const res = await server.fetch('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'up' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  const pgUrl = inject('testDatabaseUrl');
  // Losing the database is a server-database affair: the embedded PGlite cannot go away.
  it.runIf(pgUrl)(
    'answers 503 quickly while PostgreSQL is unreachable and recovers by itself',
    async () => {
      const target = new URL(pgUrl!);
      const proxy = new FaultyProxy(target.hostname, Number(target.port || 5432));
      await proxy.listen();
      const server = await startTestServer({ DATABASE_URL: proxy.urlFor(pgUrl!) });
      servers.push(server);
      expect((await server.fetch('/api/health')).status).toBe(200);

      proxy.cut();
      const started = Date.now();
      const down = await server.fetch('/api/health');
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ status: 'unavailable', database: 'down' });
      expect(Date.now() - started).toBeLessThan(3000);

      const plans = await server.fetch('/api/plans');
      expect(plans.status).toBe(503);
      expect(await plans.json()).toMatchObject({ code: 'database_unavailable' });

      proxy.restore();
      const up = await server.fetch('/api/health');
      expect(up.status).toBe(200);
      await server.stop();
      await proxy.close();
    },
  );

  it('answers 503 when the database server does not exist', async () => {
    const server = await startTestServer({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none',
    }).catch((error: unknown) => error);
    // Migrations need the database, so start-up itself fails with a connection error.
    expect(server).toBeInstanceOf(Error);
    expect(String((server as Error).message)).toMatch(/ECONNREFUSED|connect/);
  });
});
