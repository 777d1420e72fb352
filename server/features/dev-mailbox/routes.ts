import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { devMails } from '../../db/schema/index.ts';

/** Only mounted when the dev mailbox is the transport (never in production). */
export function devMailboxRoutes(db: Db) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const mails = await db
      .select({
        to: devMails.to,
        subject: devMails.subject,
        text: devMails.text,
        html: devMails.html,
        headers: devMails.headers,
        createdAt: devMails.createdAt,
      })
      .from(devMails)
      .orderBy(desc(devMails.createdAt))
      .limit(100);
    return c.json({ mails });
  });
}
