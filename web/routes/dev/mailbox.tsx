import { useQuery } from '@tanstack/react-query';
import { Inbox, RefreshCw } from 'lucide-react';
import { Fragment } from 'react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

export const meta = () => [
  { title: 'Dev mailbox · Herald' },
  { name: 'robots', content: 'noindex' },
];

interface DevMail {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

async function fetchMailbox(): Promise<DevMail[]> {
  const res = await fetch('/api/dev/mailbox');
  if (res.status === 404)
    throw new Error('The dev mailbox is off: this server sends real e-mail (SMTP_URL is set).');
  if (!res.ok) throw new Error(`Could not load the mailbox (${res.status}).`);
  return ((await res.json()) as { mails: DevMail[] }).mails;
}

/** Renders mail text with its URLs as links (the text is never parsed as HTML). */
function Linkified({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/\S+)/g);
  return (
    <p className="text-sm whitespace-pre-wrap break-words">
      {parts.map((part, i) =>
        /^https?:\/\//.test(part) ? (
          <a key={i} href={part} className="font-medium text-primary underline break-all">
            {part}
          </a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </p>
  );
}

/** Development only: mail that would have been sent, newest first (server refuses in production). */
export default function DevMailbox() {
  const { data, error, isPending, refetch, isFetching } = useQuery({
    queryKey: ['dev-mailbox'],
    queryFn: fetchMailbox,
    refetchInterval: 3000,
  });
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <div className="mb-6 flex items-center justify-between gap-4">
        <div>
          <h1 className="flex items-center gap-2 text-2xl font-bold">
            <Inbox className="size-6 text-primary" aria-hidden="true" /> Dev mailbox
          </h1>
          <p className="text-sm text-muted-foreground">
            E-mail Herald would have sent. Shown because no SMTP server is configured.
          </p>
        </div>
        <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
          <RefreshCw aria-hidden="true" /> Refresh
        </Button>
      </div>
      {isPending ? (
        <div className="grid gap-4">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-32" />
          ))}
        </div>
      ) : error ? (
        <p role="alert" className="text-destructive">
          {error.message}
        </p>
      ) : data.length === 0 ? (
        <p className="text-muted-foreground">
          No mail yet. Sign up or request a password reset to see one here.
        </p>
      ) : (
        <ul className="grid gap-4">
          {data.map((mail) => (
            <li key={`${mail.createdAt}-${mail.to}-${mail.subject}`}>
              <Card>
                <CardHeader className="gap-1 pb-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h2 className="font-semibold">{mail.subject}</h2>
                    <Badge variant="secondary">{new Date(mail.createdAt).toLocaleString()}</Badge>
                  </div>
                  <p className="text-sm text-muted-foreground">To: {mail.to}</p>
                </CardHeader>
                <CardContent>
                  <Linkified text={mail.text} />
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
