import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { listPlans } from './queries.ts';

export function planRoutes(db: Db) {
  return new Hono<AppEnv>().get('/', async (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ plans: await listPlans(db) });
  });
}
