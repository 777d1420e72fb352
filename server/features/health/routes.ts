import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import type { Database } from '../../db/client.ts';

const PING_TIMEOUT_MS = 2000;

/** Load balancers poll this: 200 only when the database answers within two seconds. */
export function healthRoutes(database: Database) {
  return new Hono<AppEnv>().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    const ok = await pingWithin(database, PING_TIMEOUT_MS);
    return ok
      ? c.json({ status: 'ok' as const, database: 'up' as const }, 200)
      : c.json({ status: 'unavailable' as const, database: 'down' as const }, 503);
  });
}

async function pingWithin(database: Database, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([database.ping().then(() => true as const), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
