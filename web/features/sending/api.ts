import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { parseResponse, type InferResponseType } from 'hono/client';
import type { CreateDelivery } from '#domain/deliveries.ts';
import type { WallSchedule } from '#domain/schedule.ts';
import { api, queryKeys } from '#web/lib/api-client.ts';

type DestinationList = InferResponseType<typeof api.destinations.$get, 200>;
export type Destination = DestinationList['destinations'][number];
type DeliveryPage = InferResponseType<typeof api.deliveries.$get, 200>;
export type Delivery = DeliveryPage['items'][number];
export type DeliveryFilter = 'upcoming' | 'done' | 'all' | 'awaiting';

const destinationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.destinations,
    queryFn: () => parseResponse(api.destinations.$get()),
  });

export function useDestinations() {
  return useQuery(destinationsQueryOptions());
}

function useInvalidate(...keys: (readonly string[])[]) {
  const queryClient = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export type NewDestination =
  | { kind: 'email'; name: string; emails: string[] }
  | { kind: 'slack' | 'teams' | 'google_chat' | 'discord'; name: string; url: string };

export function useCreateDestination() {
  const invalidate = useInvalidate(queryKeys.destinations);
  return useMutation({
    mutationFn: (input: NewDestination) => parseResponse(api.destinations.$post({ json: input })),
    onSuccess: invalidate,
  });
}

export function useUpdateDestination() {
  const invalidate = useInvalidate(queryKeys.destinations);
  return useMutation({
    mutationFn: ({ id, ...json }: { id: string; name?: string; url?: string; emails?: string[] }) =>
      parseResponse(api.destinations[':id'].$patch({ param: { id }, json })),
    onSuccess: invalidate,
  });
}

export function useDeleteDestination() {
  const invalidate = useInvalidate(queryKeys.destinations, queryKeys.deliveries);
  return useMutation({
    mutationFn: async (id: string) => {
      const response = await api.destinations[':id'].$delete({ param: { id } });
      if (!response.ok && response.status !== 404) await parseResponse(response);
    },
    onSettled: invalidate,
  });
}

/** "Send again": fresh confirmation links to a list's addresses still waiting (ADR 027). */
export function useResendConfirmations() {
  const invalidate = useInvalidate(queryKeys.destinations);
  return useMutation({
    mutationFn: (id: string) =>
      parseResponse(api.destinations[':id'].confirmations.$post({ param: { id } })),
    onSuccess: invalidate,
  });
}

export function useTestDestination() {
  return useMutation({
    mutationFn: (id: string) =>
      parseResponse(api.destinations[':id'].test.$post({ param: { id } })),
  });
}

const deliveriesQueryOptions = (params: {
  status: DeliveryFilter;
  page: number;
  pageSize: number;
}) =>
  queryOptions({
    queryKey: [...queryKeys.deliveries, params],
    queryFn: () =>
      parseResponse(
        api.deliveries.$get({
          query: {
            status: params.status,
            page: String(params.page),
            pageSize: String(params.pageSize),
          },
        }),
      ),
    placeholderData: keepPreviousData,
    // Scheduled and sending deliveries change on the server by themselves: keep them fresh.
    refetchInterval: (query) =>
      query.state.data?.items.some(
        (d) =>
          d.status === 'scheduled' || d.status === 'sending' || d.status === 'awaiting_approval',
      )
        ? 5000
        : false,
  });

export function useDeliveries(params: { status: DeliveryFilter; page: number; pageSize: number }) {
  return useQuery(deliveriesQueryOptions(params));
}

/** Sends (or schedules) an option; one idempotency key per dialog, so a retried click is one send. */
export function useCreateDelivery() {
  const invalidate = useInvalidate(queryKeys.deliveries, queryKeys.messages);
  return useMutation({
    mutationFn: ({ key, ...json }: CreateDelivery & { key: string }) =>
      parseResponse(api.deliveries.$post({ json }, { headers: { 'Idempotency-Key': key } })),
    onSuccess: invalidate,
  });
}

export function useCancelDelivery() {
  // The history's "Sent to" lines show deliveries too.
  const invalidate = useInvalidate(queryKeys.deliveries, queryKeys.messages);
  return useMutation({
    mutationFn: (id: string) =>
      parseResponse(api.deliveries[':id'].cancel.$post({ param: { id } })),
    onSettled: invalidate,
  });
}

export function useRescheduleDelivery() {
  const invalidate = useInvalidate(queryKeys.deliveries, queryKeys.messages);
  return useMutation({
    mutationFn: ({ id, ...json }: WallSchedule & { id: string }) =>
      parseResponse(api.deliveries[':id'].reschedule.$post({ param: { id }, json })),
    onSettled: invalidate,
  });
}

export function useRetryDelivery() {
  const invalidate = useInvalidate(queryKeys.deliveries, queryKeys.messages);
  return useMutation({
    mutationFn: (id: string) => parseResponse(api.deliveries[':id'].retry.$post({ param: { id } })),
    onSettled: invalidate,
  });
}

/**
 * Approves a request (ADR 044), with its text edited when `text` is given. A 409 (someone
 * decided first, or its window passed) carries the sentence to show.
 */
export function useApproveDelivery() {
  const invalidate = useInvalidate(queryKeys.deliveries, queryKeys.messages);
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text?: string }) =>
      parseResponse(
        api.deliveries[':id'].approve.$post({
          param: { id },
          json: text === undefined ? {} : { text },
        }),
      ),
    onSettled: invalidate,
  });
}

/** Rejects a request with the reason its author is told (ADR 044). */
export function useRejectDelivery() {
  const invalidate = useInvalidate(queryKeys.deliveries, queryKeys.messages);
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      parseResponse(api.deliveries[':id'].reject.$post({ param: { id }, json: { reason } })),
    onSettled: invalidate,
  });
}
