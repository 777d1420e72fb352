import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { listDevMails } from './queries.ts';

/** Only mounted when the dev mailbox is the transport (never in production). */
export function devMailboxRoutes(db: Db) {
  return new Hono<AppEnv>().get('/', async (c) => c.json({ mails: await listDevMails(db) }));
}
