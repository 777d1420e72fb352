import { INVITATION_DAYS } from '#domain/workspaces.ts';
import { layout, paragraph } from '../../email-layout.ts';
import type { Mail } from '../../integrations/email.ts';

/**
 * The invitation to a workspace, in the shared layout with a plain-text twin. The same mail
 * whether or not the address has an account (the link's page offers both sign-in and
 * sign-up), so sending one tells the inviter nothing about the address (issue 24 item 2).
 * The names are the inviter's and the workspace's, quoted, as the inviter typed them.
 */
export function invitationEmail(
  to: string,
  names: { inviter: string; workspace: string },
  url: string,
): Mail {
  const greeting = 'Hello,';
  const intro = `${names.inviter} invited you to join the workspace “${names.workspace}” on Herald, where your team writes and shares announcements for new hires, promotions and achievements.`;
  const footnote = `The link expires in ${INVITATION_DAYS} days and works once. If you don't know this person, you can ignore this e-mail.`;
  return {
    to,
    subject: `Join “${names.workspace}” on Herald`,
    text: `${greeting}\n\n${intro}\n\nAccept the invitation: ${url}\n\n${footnote}\n\n— Herald`,
    html: layout({
      preheader: intro,
      heading: 'You are invited to a Herald workspace',
      body: paragraph(greeting) + paragraph(intro),
      action: { label: 'Accept the invitation', url },
      footnote,
    }),
  };
}
