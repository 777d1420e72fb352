import { layout, paragraph } from '../../email-layout.ts';
import type { Mail } from '../../integrations/email.ts';

/**
 * The account e-mails (confirmation, reset, an existing account), in the shared layout and
 * always with a plain-text twin.
 *
 * They never repeat what the sign-up form was given (issue 17): anyone can sign up with
 * someone else's address, so a display name such as "Urgent: verify at https://evil.example"
 * would reach that person's inbox in Herald's name. The greeting is generic.
 */

const GREETING = 'Hello,';

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
