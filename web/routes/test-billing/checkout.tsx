import { useMutation } from '@tanstack/react-query';
import { Check, CreditCard } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { formatPrice, PLANS } from '#domain/plans.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { RequireAuth } from '#web/features/auth/require-auth.tsx';
import { TestModeBanner } from './test-mode-banner.tsx';

export const meta = () => [
  { title: 'Test checkout · Herald' },
  { name: 'robots', content: 'noindex' },
];

async function post(path: string): Promise<{ redirectUrl: string }> {
  const res = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const body = (await res.json()) as { redirectUrl?: string; message?: string };
  if (!res.ok || !body.redirectUrl) throw new Error(body.message ?? 'The test checkout failed.');
  return { redirectUrl: body.redirectUrl };
}

/** The local stand-in for Polar's hosted checkout (only when Polar is not configured). */
export default function TestCheckout() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const action = useMutation({
    mutationFn: (kind: 'pay' | 'cancel') =>
      post(`/api/test-billing/checkouts/${encodeURIComponent(id)}/${kind}`),
    onSuccess: ({ redirectUrl }) => navigate(redirectUrl, { replace: true }),
    onError: (error) => toast.error('Error', { description: error.message }),
  });
  const pro = PLANS.pro;
  return (
    <RequireAuth>
      <TestModeBanner />
      <main className="mx-auto flex min-h-[80vh] max-w-md items-center px-4 py-10">
        <Card className="w-full">
          <CardHeader>
            <Badge variant="accent" className="w-fit">
              TEST MODE
            </Badge>
            <h1 className="text-2xl font-bold">Herald {pro.displayName}</h1>
            <CardDescription>
              {formatPrice(pro.priceCents)} per month · {pro.tagline}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <ul className="grid gap-2 text-sm">
              {pro.features.map((f) => (
                <li key={f} className="flex items-center gap-2">
                  <Check className="size-4 text-success" aria-hidden="true" /> {f}
                </li>
              ))}
            </ul>
            <Button size="lg" onClick={() => action.mutate('pay')} disabled={action.isPending}>
              <CreditCard aria-hidden="true" />{' '}
              {action.isPending && action.variables === 'pay' ? 'Paying...' : 'Pay (test)'}
            </Button>
            <Button
              variant="outline"
              onClick={() => action.mutate('cancel')}
              disabled={action.isPending}
            >
              Cancel
            </Button>
          </CardContent>
        </Card>
      </main>
    </RequireAuth>
  );
}
