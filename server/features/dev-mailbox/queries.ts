import { desc } from 'drizzle-orm';
import type { JSONParsed } from 'hono/utils/types';
import type { Db } from '../../db/client.ts';
import { devMails } from '../../db/schema/index.ts';

/** The newest 100 mails the dev mailbox kept (integrations/email.ts writes them). */
export function listDevMails(db: Db) {
  return db
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
}

/** One mail as GET /api/dev/mailbox answers it (dates as ISO strings): what tests read. */
export type DevMail = JSONParsed<Awaited<ReturnType<typeof listDevMails>>[number]>;
