import { Clock, type Icon } from '#web/components/icons.tsx';
import { Briefcase, MessageCircle } from '#web/components/page-icons.tsx';
import { SectionLink } from '#web/components/layouts/site-header.tsx';
import { buttonVariants } from '#web/components/ui/button-variants.ts';

interface Channel {
  icon: Icon;
  title: string;
  body: string;
  subject: string;
}

const CHANNELS: Channel[] = [
  {
    icon: MessageCircle,
    title: 'General Inquiries',
    body: 'Questions about features, your account, billing or a message that did not come out right. We are glad to help.',
    subject: 'General inquiry',
  },
  {
    icon: Briefcase,
    title: 'Business Inquiries',
    body: 'Rolling Herald out to a larger team, partnerships, or press. Tell us a little about your organisation.',
    subject: 'Business inquiry',
  },
];

export function ContactOptions({ email }: { email: string }) {
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-6 md:grid-cols-2">
        {CHANNELS.map(({ icon: Icon, title, body, subject }) => (
          <section
            key={title}
            aria-labelledby={`contact-${subject.split(' ')[0]?.toLowerCase()}`}
            className="flex flex-col rounded-2xl border bg-card p-6 shadow-sm"
          >
            <span className="inline-flex size-11 items-center justify-center rounded-lg bg-secondary text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h2
              id={`contact-${subject.split(' ')[0]?.toLowerCase()}`}
              className="mt-4 text-lg font-semibold"
            >
              {title}
            </h2>
            <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">{body}</p>
            <p className="mt-4 text-sm font-medium break-all">{email}</p>
            <a
              href={`mailto:${email}?subject=${encodeURIComponent(subject)}`}
              className={buttonVariants({ className: 'mt-4 w-full sm:w-auto sm:self-start' })}
            >
              Send Email
              <span className="sr-only"> about {title.toLowerCase()}</span>
            </a>
          </section>
        ))}
      </div>

      <section
        aria-labelledby="contact-response-time"
        className="flex gap-4 rounded-2xl border bg-secondary p-6 text-secondary-foreground"
      >
        <Clock className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <h2 id="contact-response-time" className="text-lg font-semibold">
            Response Time
          </h2>
          <p className="mt-2 text-sm leading-relaxed">
            We reply to every message within <strong>24-48 hours</strong> on business days. If
            something is urgent, put <strong>&quot;Urgent&quot;</strong> in the subject line and we
            will look at it first.
          </p>
        </div>
      </section>

      <p className="text-center text-sm text-muted-foreground">
        Looking for answers first? See{' '}
        <SectionLink
          id="how-it-works"
          className="font-medium text-primary underline underline-offset-2"
        >
          how Herald works
        </SectionLink>{' '}
        or{' '}
        <SectionLink id="pricing" className="font-medium text-primary underline underline-offset-2">
          compare our plans
        </SectionLink>
        .
      </p>
    </div>
  );
}
