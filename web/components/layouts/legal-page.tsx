import { X } from '#web/components/icons.tsx';
import { Mail } from '#web/components/page-icons.tsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const REVISION_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * The frame of the legal pages and the contact page: a close button back to the landing
 * page, title, subtitle, optional revision date, sections, and a closing contact line.
 */
export function LegalPage({
  title,
  subtitle,
  lastUpdated,
  contactEmail,
  contactPrompt = 'Questions about this policy? We are happy to explain anything in it.',
  children,
}: {
  title: string;
  subtitle: string;
  /** ISO date (YYYY-MM-DD) of the last change to the text; see ADR 005. */
  lastUpdated?: string;
  contactEmail: string;
  contactPrompt?: string;
  children: ReactNode;
}) {
  return (
    <main id="main" tabIndex={-1} className="flex-1 bg-muted/40 outline-none">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <div className="relative rounded-2xl border bg-card px-5 py-8 shadow-sm sm:px-10 sm:py-12">
          <ClosePageLink className="absolute top-4 right-4" />
          <header className="border-b pr-10 pb-8">
            <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
              {title}
            </h1>
            <p className="mt-3 text-lg text-muted-foreground">{subtitle}</p>
            {lastUpdated && (
              <p className="mt-4 text-sm text-muted-foreground">
                Last updated:{' '}
                <time dateTime={lastUpdated} className="font-medium text-foreground">
                  {REVISION_DATE.format(new Date(`${lastUpdated}T00:00:00Z`))}
                </time>
              </p>
            )}
          </header>
          <div className="mt-8 flex flex-col gap-10 text-[0.9375rem] leading-relaxed sm:text-base [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_h3]:mt-5 [&_h3]:font-semibold [&_li]:mt-2 [&_li]:pl-1 [&_li::marker]:text-muted-foreground [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_strong]:font-semibold [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
            {children}
          </div>
          <footer className="mt-12 flex flex-col gap-3 rounded-xl bg-secondary p-5 text-secondary-foreground sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm">{contactPrompt}</p>
            <a
              href={`mailto:${contactEmail}`}
              className="inline-flex items-center gap-2 text-sm font-semibold text-primary underline-offset-4 hover:underline"
            >
              <Mail className="size-4" aria-hidden="true" />
              {contactEmail}
            </a>
          </footer>
        </div>
      </div>
    </main>
  );
}

/** The page's close button (spec §2): an X that returns to the landing page. */
export function ClosePageLink({ className }: { className: string }) {
  return (
    <Link
      to="/"
      aria-label="Close and return to the home page"
      className={`inline-flex size-10 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground ${className}`}
    >
      <X className="size-5" aria-hidden="true" />
    </Link>
  );
}

/** One numbered part of a policy. */
export function LegalSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="scroll-mt-20">
      <h2 id={id} className="text-xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}
