import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { parseResponse } from 'hono/client';
import { api, queryKeys } from '#web/lib/api-client.ts';

const plansQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.plans,
    queryFn: () => parseResponse(api.plans.$get()),
    // Plans change with a migration, not while someone looks at them.
    staleTime: 5 * 60_000,
  });

export function usePlans() {
  return useQuery(plansQueryOptions());
}

/** POST /api/billing/checkout: the provider's checkout page for this user. */
export function useCheckout() {
  return useMutation({
    mutationFn: () => parseResponse(api.billing.checkout.$post()),
  });
}

/** POST /api/billing/portal: the provider's customer portal for this user. */
export function usePortal() {
  return useMutation({
    mutationFn: () => parseResponse(api.billing.portal.$post()),
  });
}

/** Full-page navigation to the payment provider (same tab, spec §7). */
export function leaveForProvider(url: string) {
  window.location.assign(url);
}
