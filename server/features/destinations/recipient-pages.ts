import { Hono, type Context } from 'hono';
import { escapeHtml } from '#domain/html.ts';
import type { AppEnv } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { confirmRecipient, unsubscribeRecipient, type RecipientLinks } from './email-recipients.ts';

/**
 * The two pages a recipient of Herald's mail reaches from a link (ADR 027): confirm that they
 * want a user's announcements, and unsubscribe from them. Plain server-rendered HTML, no
 * script, since the person is not a Herald user. A GET only shows a button: mail scanners
 * open links, and must not confirm or unsubscribe anyone. The action is a POST to the same
 * URL, which is also what RFC 8058 one-click unsubscribe sends
 * (`List-Unsubscribe=One-Click`). Tokens travel in the query string, which is never logged.
 */

function page(
  c: Context<AppEnv>,
  status: 200 | 400 | 404,
  title: string,
  paragraphs: string[],
  button?: { label: string },
) {
  const form = button
    ? `<form method="post"><button type="submit" style="background:#4338ca;color:#fff;border:0;border-radius:8px;padding:12px 22px;font:inherit;font-weight:600;cursor:pointer">${escapeHtml(button.label)}</button></form>`
    : '';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · Herald</title></head><body style="font-family:system-ui,sans-serif;margin:4rem auto;max-width:32rem;padding:0 1rem;color:#1f2937;line-height:1.6"><p style="font-weight:700;color:#4338ca">Herald</p><h1>${escapeHtml(title)}</h1>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}${form}</body></html>`;
  c.header(
    'Content-Security-Policy',
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  );
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.html(html, status);
}

const NOT_VALID = [
  'This link is not valid. Copy the whole link from the e-mail, or ask the sender to send it again.',
];

export function recipientPageRoutes(deps: { db: Db; links: RecipientLinks }) {
  return new Hono<AppEnv>()
    .get('/confirm', (c) =>
      page(
        c,
        200,
        'Receive team announcements?',
        [
          'Confirm to receive the announcements you were invited to. You can unsubscribe from any of them in one click.',
        ],
        { label: 'Yes, send me announcements' },
      ),
    )
    .post('/confirm', async (c) => {
      const outcome = await confirmRecipient(deps.db, c.req.query('token') ?? '');
      if (outcome.status === 'confirmed')
        return page(c, 200, 'Confirmed', [
          `${outcome.email} will receive the team announcements ${outcome.ownerEmail} sends through Herald.`,
          'Every announcement has an unsubscribe link at the bottom.',
        ]);
      if (outcome.status === 'expired')
        return page(c, 400, 'This link has expired', [
          'Confirmation links work for 7 days. Ask the sender to send a new one.',
        ]);
      return page(c, 404, 'Link not valid', NOT_VALID);
    })
    .get('/unsubscribe', (c) =>
      deps.links.readUnsubscribeToken(c.req.query('token') ?? '')
        ? page(
            c,
            200,
            'Unsubscribe?',
            ['You will get no more announcements from this sender through Herald.'],
            { label: 'Unsubscribe' },
          )
        : page(c, 404, 'Link not valid', NOT_VALID),
    )
    .post('/unsubscribe', async (c) => {
      const id = deps.links.readUnsubscribeToken(c.req.query('token') ?? '');
      const done = id && (await unsubscribeRecipient(deps.db, id));
      if (!done) return page(c, 404, 'Link not valid', NOT_VALID);
      return page(c, 200, 'You are unsubscribed', [
        `${done.email} will get no more announcements from ${done.ownerEmail} through Herald.`,
      ]);
    });
}
