import type { Mail } from '../../integrations/email.ts';
import { layout, paragraph } from '../../email-layout.ts';

/**
 * The mail that asks an address whether it wants a Herald user's announcements (ADR 027).
 * It names the user only by their verified sign-in address: a display name or a destination
 * name is free text, and would put an account holder's words in a stranger's inbox in
 * Herald's name (issue 17's rule for every mail to an address nobody has confirmed).
 */
export function confirmationRequestEmail(to: string, ownerEmail: string, url: string): Mail {
  const intro = `${ownerEmail} wants to send team announcements (welcomes, promotions and achievements) to ${to} through Herald.`;
  const ask = 'Herald sends you nothing unless you confirm. To receive them, confirm below.';
  const footnote =
    "The link works for 7 days. If you don't know the sender, ignore this e-mail: you will get nothing more.";
  return {
    to,
    subject: 'Do you want to receive team announcements?',
    text: `Hello,\n\n${intro}\n\n${ask}\n\nConfirm: ${url}\n\n${footnote}\n\n— Herald`,
    html: layout({
      preheader: intro,
      heading: 'Receive team announcements?',
      body: paragraph('Hello,') + paragraph(intro) + paragraph(ask),
      action: { label: 'Yes, send me announcements', url },
      footnote,
    }),
  };
}
