import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { parseResponse, type InferResponseType } from 'hono/client';
import type { DateFormat, PersonField, PersonValues } from '#domain/people.ts';
import { api, queryKeys } from '#web/lib/api-client.ts';

type PeoplePage = InferResponseType<typeof api.people.$get, 200>;
export type Person = PeoplePage['items'][number];
export type PeopleView = 'upcoming' | 'all';
export type ImportPreview = InferResponseType<(typeof api.people.import)['preview']['$post'], 200>;
export type ImportResult = InferResponseType<typeof api.people.import.$post, 200>;

const PAGE_SIZE = 50;

/** The workspace's people by start date, a keyset page at a time ("Show more"). */
export function usePeople(view: PeopleView) {
  return useInfiniteQuery({
    queryKey: [...queryKeys.people, view],
    queryFn: ({ pageParam }) =>
      parseResponse(
        api.people.$get({
          query: { view, limit: String(PAGE_SIZE), ...(pageParam ? { after: pageParam } : {}) },
        }),
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
    // A Basic workspace is answered 403 plan_required: no point asking again.
    retry: false,
  });
}

function useInvalidatePeople() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.people });
}

export function useSavePerson() {
  const invalidate = useInvalidatePeople();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: PersonValues }) =>
      id
        ? parseResponse(api.people[':id'].$put({ param: { id }, json: values }))
        : parseResponse(api.people.$post({ json: values })),
    onSuccess: invalidate,
  });
}

export function useDeletePerson() {
  const invalidate = useInvalidatePeople();
  return useMutation({
    mutationFn: async (id: string) => {
      const response = await api.people[':id'].$delete({ param: { id } });
      if (!response.ok && response.status !== 404) await parseResponse(response);
    },
    onSettled: invalidate,
  });
}

export interface ImportRequest {
  csv: string;
  mapping?: Partial<Record<PersonField, number | null>>;
  dateFormat: DateFormat;
}

export function usePreviewImport() {
  return useMutation({
    mutationFn: (json: ImportRequest) => parseResponse(api.people.import.preview.$post({ json })),
  });
}

export function useImportPeople() {
  const invalidate = useInvalidatePeople();
  return useMutation({
    mutationFn: (json: ImportRequest) => parseResponse(api.people.import.$post({ json })),
    onSuccess: invalidate,
  });
}

/** The workspace's HR webhook (ADR 052): its URLs and the secret's last 4 characters. */
export function usePeopleHook() {
  return useQuery({
    queryKey: queryKeys.peopleHook,
    queryFn: () => parseResponse(api.people.hook.$get()),
    retry: false,
  });
}

/** Connects, or replaces the secret (generated, or pasted from the HR system). */
export function useSetHookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (secret: string | undefined) =>
      parseResponse(api.people.hook.$post({ json: secret ? { secret } : {} })),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.peopleHook, { hook: answer.hook }),
  });
}

export function useDisconnectHook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const response = await api.people.hook.$delete();
      if (!response.ok && response.status !== 404) await parseResponse(response);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.peopleHook }),
  });
}
