import type { Mail } from '../../integrations/email.ts';

/**
 * Branded transactional e-mails: one HTML layout, always with a plain-text twin.
 *
 * They never repeat what the sign-up form was given (issue 17): anyone can sign up with
 * someone else's address, so a display name such as "Urgent: verify at https://evil.example"
 * would reach that person's inbox in Herald's name. The greeting is generic.
 */

const GREETING = 'Hello,';

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export function layout(opts: {
  preheader: string;
  heading: string;
  body: string;
  action?: { label: string; url: string };
  footnote: string;
}): string {
  const button = opts.action
    ? `<p style="margin:28px 0"><a href="${escapeHtml(opts.action.url)}" style="background:#4338ca;color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:8px;font-weight:600;display:inline-block">${escapeHtml(opts.action.label)}</a></p>
<p style="font-size:13px;color:#6b7280">Or paste this link into your browser:<br><a href="${escapeHtml(opts.action.url)}" style="color:#4338ca;word-break:break-all">${escapeHtml(opts.action.url)}</a></p>`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(opts.heading)}</title></head>
<body style="margin:0;background:#f4f4f8;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1f2937">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(opts.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#4338ca">Herald</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(opts.heading)}</h1>
${opts.body}
${button}
<p style="margin-top:28px;font-size:13px;color:#6b7280">${escapeHtml(opts.footnote)}</p>
</td></tr></table>
<p style="font-size:12px;color:#9ca3af;margin-top:16px">Herald · Announcements your team will love</p>
</td></tr></table></body></html>`;
}

export function paragraph(text: string): string {
  return `<p style="margin:0 0 12px;line-height:1.6">${escapeHtml(text)}</p>`;
}

export function confirmationEmail(to: string, url: string): Mail {
  const greeting = GREETING;
  const intro =
    'Welcome to Herald! Please confirm your e-mail address to finish creating your account.';
  const footnote =
    "The link expires in 1 hour. If you didn't sign up for Herald, you can ignore this e-mail.";
  return {
    to,
    subject: 'Confirm your e-mail for Herald',
    text: `${greeting}\n\n${intro}\n\nConfirm your e-mail: ${url}\n\n${footnote}\n\n— Herald`,
    html: layout({
      preheader: intro,
      heading: 'Confirm your e-mail',
      body: paragraph(greeting) + paragraph(intro),
      action: { label: 'Confirm e-mail address', url },
      footnote,
    }),
  };
}

export function passwordResetEmail(to: string, url: string): Mail {
  const greeting = GREETING;
  const intro =
    'We received a request to reset the password of your Herald account. Click the link below and create a new password.';
  const footnote =
    "The link expires in 1 hour and works once. If you didn't ask for a reset, you can ignore this e-mail; your password stays the same.";
  return {
    to,
    subject: 'Reset your Herald password',
    text: `${greeting}\n\n${intro}\n\nReset your password: ${url}\n\n${footnote}\n\n— Herald`,
    html: layout({
      preheader: intro,
      heading: 'Reset your password',
      body: paragraph(greeting) + paragraph(intro),
      action: { label: 'Create a new password', url },
      footnote,
    }),
  };
}

export function existingAccountEmail(to: string, signInUrl: string, resetUrl: string): Mail {
  const greeting = GREETING;
  const intro =
    'Someone tried to create a Herald account with this e-mail address, which already has an account.';
  const next = `If it was you, sign in at ${signInUrl} — or reset your password at ${resetUrl} if you forgot it.`;
  const footnote = "If it wasn't you, no action is needed: your account is unchanged.";
  return {
    to,
    subject: 'You already have a Herald account',
    text: `${greeting}\n\n${intro}\n\n${next}\n\n${footnote}\n\n— Herald`,
    html: layout({
      preheader: intro,
      heading: 'You already have an account',
      body:
        paragraph(greeting) +
        paragraph(intro) +
        paragraph('If it was you, sign in — or reset your password if you forgot it.'),
      action: { label: 'Sign in to Herald', url: signInUrl },
      footnote,
    }),
  };
}
