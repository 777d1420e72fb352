import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { parseResponse, type InferResponseType } from 'hono/client';
import { api, queryKeys } from '#web/lib/api-client.ts';

/** GET /api/account: profile, plan and usage counts; the signed-in screens share it. */
export type Account = InferResponseType<typeof api.account.$get, 200>;

function getAccount(): Promise<Account> {
  return parseResponse(api.account.$get());
}

export const accountQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.account, queryFn: getAccount });

export function useAccount() {
  return useQuery(accountQueryOptions());
}

/** Updates the cached account after changes the server has confirmed. */
export function useAccountCache() {
  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries({ queryKey: queryKeys.account });
  return {
    invalidate,
    setProfile(profile: Account['profile']) {
      queryClient.setQueryData<Account>(queryKeys.account, (old) =>
        old ? { ...old, profile } : old,
      );
    },
    /** Spec §4: after a generation the monthly counter rises by one at once, then refreshes. */
    countGeneration() {
      queryClient.setQueryData<Account>(queryKeys.account, (old) =>
        old
          ? {
              ...old,
              usage: { thisMonth: old.usage.thisMonth + 1, allTime: old.usage.allTime + 1 },
            }
          : old,
      );
      void invalidate();
    },
  };
}
