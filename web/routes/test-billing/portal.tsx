import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { RequireAuth } from '#web/features/auth/require-auth.tsx';
import { TestModeBanner } from './test-mode-banner.tsx';

export const meta = () => [
  { title: 'Test customer portal · Herald' },
  { name: 'robots', content: 'noindex' },
];

interface Subscription {
  status: string;
  providerStatus: string | null;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null;
}

async function request(path: string, method = 'GET'): Promise<Subscription | null> {
  const res = await fetch(path, {
    method,
    headers: { 'content-type': 'application/json' },
    body: method === 'GET' ? undefined : '{}',
  });
  const body = (await res.json()) as { subscription?: Subscription | null; message?: string };
  if (!res.ok) throw new Error(body.message ?? 'Request failed');
  return body.subscription ?? null;
}

/** The local stand-in for Polar's customer portal: cancel, resume, or end the subscription now. */
export default function TestPortal() {
  const queryClient = useQueryClient();
  const { data, isPending } = useQuery({
    queryKey: ['test-subscription'],
    queryFn: () => request('/api/test-billing/subscription'),
  });
  const act = useMutation({
    mutationFn: (action: 'cancel' | 'uncancel' | 'revoke') =>
      request(`/api/test-billing/subscription/${action}`, 'POST'),
    onSuccess: (subscription) => {
      queryClient.setQueryData(['test-subscription'], subscription);
      void queryClient.invalidateQueries({ queryKey: ['account'] });
    },
    onError: (error) => toast.error('Error', { description: error.message }),
  });
  const revoked = data?.providerStatus === 'revoked';
  const end = data?.currentPeriodEnd ? new Date(data.currentPeriodEnd).toLocaleDateString() : null;
  return (
    <RequireAuth>
      <TestModeBanner />
      <main className="mx-auto max-w-md px-4 py-10">
        <Card>
          <CardHeader>
            <Badge variant="accent" className="w-fit">
              TEST MODE
            </Badge>
            <h1 className="text-2xl font-bold">Customer portal</h1>
            <CardDescription>Manage your Herald Pro membership.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            {isPending ? (
              <Skeleton className="h-24" />
            ) : !data ? (
              <p>You have no membership yet.</p>
            ) : (
              <>
                <p aria-live="polite">
                  Status:{' '}
                  <strong>
                    {revoked
                      ? 'Ended'
                      : data.cancelAtPeriodEnd
                        ? `Cancelled, active until ${end}`
                        : `Active, renews on ${end}`}
                  </strong>
                </p>
                {!revoked && !data.cancelAtPeriodEnd ? (
                  <Button
                    variant="outline"
                    onClick={() => act.mutate('cancel')}
                    disabled={act.isPending}
                  >
                    Cancel subscription
                  </Button>
                ) : null}
                {!revoked && data.cancelAtPeriodEnd ? (
                  <>
                    <Button onClick={() => act.mutate('uncancel')} disabled={act.isPending}>
                      Resume subscription
                    </Button>
                    <Button
                      variant="destructive"
                      onClick={() => act.mutate('revoke')}
                      disabled={act.isPending}
                    >
                      End the billing period now (test)
                    </Button>
                  </>
                ) : null}
              </>
            )}
            <Button asChild variant="link">
              <Link to="/dashboard/billing">Back to Plan &amp; Billing</Link>
            </Button>
          </CardContent>
        </Card>
      </main>
    </RequireAuth>
  );
}
