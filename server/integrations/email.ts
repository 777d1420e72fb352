import { Transform } from 'node:stream';
import nodemailer from 'nodemailer';
import type Mailer_ from 'nodemailer/lib/mailer/index.js';
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
  /** Where replies go (an announcement's sender), when not to MAIL_FROM. */
  replyTo?: { name: string; address: string };
  /** Further headers (List-Unsubscribe…). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** 'smtp' or 'dev-mailbox': which transport carries mail in this process. */
  readonly transport: 'smtp' | 'dev-mailbox';
  /** Sends one mail; throws MailError. `signal` abandons it (closing the connection). */
  send(mail: Mail, options?: { signal?: AbortSignal }): Promise<void>;
}

/** SMTP time limits, in milliseconds (env.ts: SMTP_*_TIMEOUT_MS). */
export interface SmtpTimeouts {
  connectionMs: number;
  greetingMs: number;
  socketMs: number;
}

/**
 * Why a mail was not sent, and whether it may have been anyway. The mail server can only have
 * taken a message once it received all of it: a connection lost or timed out before the end
 * of the message means it was certainly not delivered, one lost after it (while waiting for
 * the server's "250 OK") means it may have been (RFC 5321 §4.1.1.4, §6.1).
 */
export class MailError extends Error {
  constructor(
    message: string,
    readonly detail: {
      /** The server's reply code, when it answered (4xx: try later; 5xx: refused). */
      responseCode?: number;
      /** ETIMEDOUT, ECONNECTION, EABORT…: nodemailer's code for what went wrong. */
      code?: string;
      /** The whole message reached the server before the line went quiet or broke. */
      maybeDelivered: boolean;
    },
  ) {
    super(message);
    this.name = 'MailError';
  }
}

type SendMailOptions = Mailer_.Options & {
  signal?: AbortSignal;
  /** Ours: told when the last byte of the message has gone to the server. */
  heraldOnStreamed?: () => void;
};

/**
 * The only module that talks to an e-mail transport. With SMTP_URL, nodemailer over SMTP with
 * every exchange bounded in time (issue 20 item 1: its defaults are minutes long);
 * otherwise the dev mailbox stores mail in the database for /dev/mailbox (env.ts refuses
 * that in production).
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  db: Db;
  logger: Logger;
  timeouts?: SmtpTimeouts;
}): Mailer {
  if (options.smtpUrl) {
    const timeouts = options.timeouts ?? {
      connectionMs: 10_000,
      greetingMs: 10_000,
      socketMs: 20_000,
    };
    const transporter = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: timeouts.connectionMs,
      greetingTimeout: timeouts.greetingMs,
      socketTimeout: timeouts.socketMs,
      dnsTimeout: timeouts.connectionMs,
    });
    // Notes when a message has been read to its end on its way to the socket: from then on a
    // lost connection may have delivered it.
    transporter.use('stream', (mail, done) => {
      const onStreamed = (mail.data as SendMailOptions).heraldOnStreamed;
      if (onStreamed)
        mail.message.transform(
          () =>
            new Transform({
              transform(chunk, _encoding, callback) {
                callback(null, chunk);
              },
              flush(callback) {
                onStreamed();
                callback();
              },
            }),
        );
      done();
    });
    return {
      transport: 'smtp',
      async send(mail, sendOptions = {}) {
        let streamed = false;
        const message: SendMailOptions = {
          from: options.from,
          ...mail,
          signal: sendOptions.signal,
          heraldOnStreamed: () => (streamed = true),
        };
        try {
          await transporter.sendMail(message);
        } catch (error) {
          const {
            responseCode,
            code,
            message: text,
          } = error as {
            responseCode?: unknown;
            code?: unknown;
            message?: string;
          };
          const replied = typeof responseCode === 'number';
          throw new MailError(text ?? 'mail not sent', {
            responseCode: replied ? responseCode : undefined,
            code: typeof code === 'string' ? code : undefined,
            // A reply is an answer; without one, what counts is whether it all went out.
            maybeDelivered: !replied && streamed,
          });
        }
        options.logger.info({ subject: mail.subject }, 'mail sent');
      },
    };
  }
  return {
    transport: 'dev-mailbox',
    async send({ messageId: _messageId, replyTo, headers, ...mail }) {
      const all = {
        ...(replyTo && {
          'Reply-To': `"${replyTo.name.replaceAll('"', "'")}" <${replyTo.address}>`,
        }),
        ...headers,
      };
      await options.db
        .insert(devMails)
        .values({ ...mail, headers: Object.keys(all).length ? all : null });
      options.logger.info({ subject: mail.subject }, 'mail stored in the dev mailbox');
    },
  };
}
