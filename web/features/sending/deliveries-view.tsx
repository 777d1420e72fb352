import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { LoadError } from '#web/components/load-error.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useToastOnError } from '#web/components/ui/use-toast-on-error.ts';
import { useDeliveries, type DeliveryFilter } from './api.ts';
import { DeliveryItem } from './deliveries-list.tsx';

/** Each filter, and what its empty list says (an empty "Scheduled" list is not an empty history). */
const FILTERS: { value: DeliveryFilter; label: string; empty: string }[] = [
  { value: 'all', label: 'All', empty: 'Nothing scheduled or sent yet.' },
  { value: 'upcoming', label: 'Scheduled', empty: 'Nothing scheduled right now.' },
  { value: 'done', label: 'Sent & failed', empty: 'Nothing sent yet.' },
];
const PAGE_SIZE = 10;

/**
 * Requests waiting for an admin's or owner's decision, with the exact text and destination
 * (ADR 044). Shows only when there are some.
 */
function Approvals() {
  const requests = useDeliveries({ status: 'awaiting', page: 1, pageSize: 50 });
  const items = requests.data?.items ?? [];
  if (!items.length) return null;
  return (
    <section aria-labelledby="approvals-heading" className="grid gap-3">
      <div>
        <h2 id="approvals-heading" className="text-lg font-semibold">
          Approvals
        </h2>
        <p className="text-sm text-muted-foreground">
          Members’ announcements waiting for your approval. One not approved by its latest send time
          is not sent.
        </p>
      </div>
      <ul className="grid gap-3" aria-label="Requests">
        {items.map((d) => (
          <DeliveryItem key={d.id} delivery={d} canApprove />
        ))}
      </ul>
    </section>
  );
}

/**
 * The "Scheduled & sent" page: every delivery with its status and actions; for an admin or
 * owner of a team (`canApprove`), the requests waiting for approval first.
 */
export function DeliveriesView({ canApprove = false }: { canApprove?: boolean }) {
  const [status, setStatus] = useState<DeliveryFilter>('all');
  const [page, setPage] = useState(1);
  const deliveries = useDeliveries({ status, page, pageSize: PAGE_SIZE });
  useToastOnError(deliveries.isError, 'Error loading deliveries', 'Please try again later');
  const data = deliveries.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  // Cancelling the last one on the last page (or a send moving it to another filter) leaves a
  // page past the end: go to the last page that exists instead of showing an empty list.
  if (data && !deliveries.isPlaceholderData && page > pages) setPage(pages);

  return (
    <div className="grid max-w-3xl gap-4">
      {canApprove ? <Approvals /> : null}
      <div className="flex flex-wrap gap-2" role="group" aria-label="Show">
        {FILTERS.map((f) => (
          <Button
            key={f.value}
            size="sm"
            variant={status === f.value ? 'secondary' : 'outline'}
            aria-pressed={status === f.value}
            onClick={() => {
              setStatus(f.value);
              setPage(1);
            }}
          >
            {f.label}
          </Button>
        ))}
      </div>
      {deliveries.isPending ? (
        <div className="grid gap-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-24 w-full" />
          ))}
        </div>
      ) : !data ? (
        <LoadError
          what="We couldn’t load your deliveries."
          onRetry={() => void deliveries.refetch()}
        />
      ) : data.items.length === 0 ? (
        <Card className="flex min-h-48 flex-col items-center justify-center gap-3 border-dashed p-8 text-center">
          <Inbox className="size-8 text-primary" aria-hidden="true" />
          <p className="font-medium">{FILTERS.find((f) => f.value === status)!.empty}</p>
          <p className="text-sm text-muted-foreground">
            Use “Send…” on any option to post it to your team, now or on their start date.
          </p>
        </Card>
      ) : (
        <ul className="grid gap-3" aria-label="Deliveries">
          {data.items.map((d) => (
            <DeliveryItem key={d.id} delivery={d} />
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav className="flex items-center gap-2" aria-label="Pages">
          <Button
            size="sm"
            variant="outline"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            Previous
          </Button>
          <span className="text-sm text-muted-foreground">
            Page {page} of {pages}
          </span>
          <Button
            size="sm"
            variant="outline"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            Next
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
