import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useDeliveries } from './api.ts';
import { DeliveryItem } from './deliveries-list.tsx';

/** The dashboard's view of the latest deliveries, with the way to all of them. */
export function DeliveriesCard() {
  const deliveries = useDeliveries({ status: 'all', page: 1, pageSize: 3 });
  const items = deliveries.data?.items;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Scheduled &amp; sent</CardTitle>
        <CardDescription>
          Announcements on their way to your team, and how they went.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {deliveries.isPending ? (
          <Skeleton className="h-20 w-full" />
        ) : items?.length ? (
          <ul className="grid gap-3">
            {items.map((d) => (
              <DeliveryItem key={d.id} delivery={d} compact />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">
            Nothing yet. Use “Send…” on an option to post it to Slack, Teams, Google Chat, Discord
            or e-mail.
          </p>
        )}
        <Button asChild variant="outline" className="justify-self-start">
          <Link to="/dashboard/scheduled">
            View scheduled &amp; sent
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
