import { MailCheck } from '#web/components/page-icons.tsx';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { AuthLayout } from './auth-layout.tsx';

/**
 * An e-mail address that wraps where a reader expects: after the "@" and before a dot, never
 * inside a word. Only a single part too long for the line at all is broken (overflow-wrap),
 * so nothing spills out of a phone-wide card.
 */
function EmailAddress({ address }: { address: string }) {
  const parts = address.split(/(?=\.)|(?<=@)/);
  return (
    <strong className="font-semibold break-words">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </strong>
  );
}

/** The card an auth form turns into once it has sent an e-mail (sign-up, password reset). */
export function EmailSent({
  title,
  description,
  heading,
  link,
  address,
  hint,
  buttonVariant,
}: {
  title: string;
  description?: string;
  /** A heading inside the card, under the icon. */
  heading?: string;
  /** What was sent, e.g. "a confirmation link". */
  link: string;
  address: string;
  hint: string;
  buttonVariant?: 'outline';
}) {
  return (
    <AuthLayout title={title} description={description}>
      <div className="grid gap-4 text-center">
        <MailCheck className="mx-auto size-12 text-primary" aria-hidden="true" />
        {heading ? <h2 className="text-lg font-semibold">{heading}</h2> : null}
        <p>
          We&apos;ve sent {link} to <EmailAddress address={address} />.
        </p>
        <p className="text-sm text-muted-foreground">{hint}</p>
        <Button asChild variant={buttonVariant}>
          <Link to="/auth/login">Back to Sign In</Link>
        </Button>
      </div>
    </AuthLayout>
  );
}
