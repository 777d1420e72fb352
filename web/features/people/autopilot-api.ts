import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { parseResponse, type InferResponseType } from 'hono/client';
import { COMING_UP_DAYS, type AutopilotRules } from '#domain/autopilot.ts';
import { api, queryKeys } from '#web/lib/api-client.ts';

type EventList = InferResponseType<typeof api.autopilot.events.$get, 200>;
export type AutopilotEvent = EventList['events'][number];
export type AutopilotEventDetail = InferResponseType<
  (typeof api.autopilot.events)[':id']['$get'],
  200
>['event'];

const RULES_KEY = [...queryKeys.autopilot, 'rules'] as const;
const EVENTS_KEY = [...queryKeys.autopilot, 'events'] as const;

/** A day on this browser's calendar, YYYY-MM-DD, `offset` days from today. */
export function localDay(offset = 0, now = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The workspace's rules and whether this user may change them. */
export function useAutopilotRules() {
  return useQuery({
    queryKey: RULES_KEY,
    queryFn: () => parseResponse(api.autopilot.rules.$get()),
    // A Basic workspace is answered 403 plan_required: no point asking again.
    retry: false,
  });
}

export function useSaveAutopilotRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: AutopilotRules) => parseResponse(api.autopilot.rules.$put({ json })),
    // Saved rules create, move or cancel events at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.autopilot }),
  });
}

/**
 * Events whose send date is from yesterday (a post due this morning elsewhere on the globe)
 * to `COMING_UP_DAYS` ahead: "Coming up" and the list waiting for review.
 */
export function useAutopilotEvents() {
  const from = localDay(-1);
  const to = localDay(COMING_UP_DAYS);
  return useQuery({
    queryKey: [...EVENTS_KEY, from, to],
    queryFn: () => parseResponse(api.autopilot.events.$get({ query: { from, to } })),
    retry: false,
  });
}

export function useAutopilotEvent(id: string) {
  return useQuery({
    queryKey: [...EVENTS_KEY, 'one', id],
    queryFn: () => parseResponse(api.autopilot.events[':id'].$get({ param: { id } })),
    retry: false,
  });
}

/** A decision's answer is the event as it is now: shown at once, and the lists refetch. */
function useDecision<Input>(
  id: string,
  send: (input: Input) => Promise<{ event: AutopilotEventDetail }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      queryClient.setQueryData([...EVENTS_KEY, 'one', id], answer);
      // An approval puts a delivery in the queue ("Scheduled & sent").
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.autopilot }),
        queryClient.invalidateQueries({ queryKey: queryKeys.deliveries }),
      ]);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.autopilot }),
  });
}

export function useApproveDraft(id: string) {
  return useDecision(id, (json: { suggestionId: string; text?: string }) =>
    parseResponse(api.autopilot.events[':id'].approve.$post({ param: { id }, json })),
  );
}

export function useSkipDraft(id: string) {
  return useDecision(id, (json: { reason?: string }) =>
    parseResponse(api.autopilot.events[':id'].skip.$post({ param: { id }, json })),
  );
}

export function useRegenerateDrafts(id: string) {
  return useDecision(id, () =>
    parseResponse(api.autopilot.events[':id'].regenerate.$post({ param: { id } })),
  );
}
