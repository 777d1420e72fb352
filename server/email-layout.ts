import { escapeHtml } from '#domain/html.ts';

/**
 * The one HTML layout of Herald's own e-mails (account mails, delivery failures, recipient
 * confirmations): a branded card with a heading, paragraphs, an optional button with its link
 * spelled out, and a footnote. Every mail also has a plain-text twin, written by its sender.
 */

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
