import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { devMails } from '../db/schema/index.ts';
import type { Logger } from '../logger.ts';

export interface Mail {
  /** One address, or several separated by commas. */
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A stable Message-ID, so a mail sent twice reads as one message in clients that dedupe. */
  messageId?: string;
}

export interface Mailer {
  /** 'smtp' or 'dev-mailbox': which transport carries mail in this process. */
  readonly transport: 'smtp' | 'dev-mailbox';
  send(mail: Mail): Promise<void>;
}

/**
 * The only module that talks to an e-mail transport. With SMTP_URL, nodemailer over SMTP;
 * otherwise the dev mailbox stores mail in the database for /dev/mailbox (env.ts refuses
 * that in production).
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  db: Db;
  logger: Logger;
}): Mailer {
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      transport: 'smtp',
      async send(mail) {
        await transporter.sendMail({ from: options.from, ...mail });
        options.logger.info({ subject: mail.subject }, 'mail sent');
      },
    };
  }
  return {
    transport: 'dev-mailbox',
    async send({ messageId: _messageId, ...mail }) {
      await options.db.insert(devMails).values(mail);
      options.logger.info({ subject: mail.subject }, 'mail stored in the dev mailbox');
    },
  };
}
