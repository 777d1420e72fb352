import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { parseResponse, type InferResponseType } from 'hono/client';
import { HISTORY_PAGE_SIZE } from '#domain/messages-query.ts';
import { api, queryKeys } from '#web/lib/api-client.ts';

export type MessagePage = InferResponseType<typeof api.messages.$get, 200>;
export type HistoryMessage = MessagePage['items'][number];
export type Suggestion = HistoryMessage['suggestions'][number];

export interface MessagesParams {
  search?: string;
  page?: number;
  pageSize?: number;
  favourites?: boolean;
  /** Team workspaces: only the user's own messages (never sent otherwise). */
  mine?: boolean;
  /** Keyset paging (ADR 037): the page just older / newer than this message. */
  after?: string;
  before?: string;
}

function getMessages({
  search = '',
  page = 1,
  pageSize = HISTORY_PAGE_SIZE,
  favourites = false,
  mine = false,
  after,
  before,
}: MessagesParams): Promise<MessagePage> {
  return parseResponse(
    api.messages.$get({
      query: {
        search,
        page: String(page),
        pageSize: String(pageSize),
        favourites: String(favourites) as 'true' | 'false',
        ...(mine ? { mine: 'true' as const } : {}),
        ...(after && { after }),
        ...(before && { before }),
      },
    }),
  );
}

/** A delivery on this page is going out about now: its "Sent to" line is about to change. */
function deliveryDueSoon(page: MessagePage | undefined, now = Date.now()): boolean {
  return !!page?.items.some((item) =>
    item.sent.some(
      (line) =>
        line.status === 'sending' ||
        (line.status === 'scheduled' && new Date(line.scheduledAt).getTime() <= now + 60_000),
    ),
  );
}

const messagesQueryOptions = (params: MessagesParams) =>
  queryOptions({
    queryKey: [...queryKeys.messages, params],
    queryFn: () => getMessages(params),
    // Keeps the current page on screen while the next one loads: no flash of skeletons.
    placeholderData: keepPreviousData,
    // The "Sent to" line follows a send as it goes out, without a reload (issue 20 item 13).
    refetchInterval: (query) => (deliveryDueSoon(query.state.data) ? 2000 : false),
  });

export function useMessages(params: MessagesParams) {
  return useQuery(messagesQueryOptions(params));
}

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const response = await api.messages[':id'].$delete({ param: { id } });
      // 404: already gone (deleted in another tab), which is what the user wanted.
      if (!response.ok && response.status !== 404) await parseResponse(response);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.messages }),
        // Usage counts are counts of messages.
        queryClient.invalidateQueries({ queryKey: queryKeys.account }),
      ]),
  });
}

interface SuggestionChange {
  messageId: string;
  suggestionId: string;
  text?: string;
  favourite?: boolean;
}

async function updateSuggestion({
  messageId,
  suggestionId,
  ...changes
}: SuggestionChange): Promise<Suggestion> {
  const { suggestion } = await parseResponse(
    api.messages[':id'].suggestions[':sid'].$patch({
      param: { id: messageId, sid: suggestionId },
      json: changes,
    }),
  );
  return suggestion;
}

/** Edits or (un)favourites an option; the cached pages show the change at once. */
export function useUpdateSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSuggestion,
    onSuccess: (suggestion, { messageId }) => {
      queryClient.setQueriesData<MessagePage>({ queryKey: queryKeys.messages }, (page) =>
        page
          ? {
              ...page,
              items: page.items.map((item) =>
                item.id === messageId
                  ? {
                      ...item,
                      suggestions: item.suggestions.map((s) =>
                        s.id === suggestion.id ? suggestion : s,
                      ),
                    }
                  : item,
              ),
            }
          : page,
      );
      // The favourites filter may now include or exclude this message.
      return queryClient.invalidateQueries({ queryKey: queryKeys.messages, refetchType: 'none' });
    },
  });
}
