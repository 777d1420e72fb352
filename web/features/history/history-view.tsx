import { Inbox, Search, SearchX, Sparkles, Star, User } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { HISTORY_PAGE_SIZE, MAX_SEARCH_LENGTH } from '#domain/messages-query.ts';
import { pageCount, parsePageParam } from '#domain/pagination.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { useToastOnError } from '#web/components/ui/use-toast-on-error.ts';
import { cn } from '#web/lib/cn.ts';
import { scrollBehavior } from '#web/lib/motion.ts';
import {
  useDeleteMessage,
  useMessages,
  useUpdateSuggestion,
  type HistoryMessage,
  type Suggestion,
} from './api.ts';
import { HistoryPagination } from './history-pagination.tsx';
import { MESSAGE_CARD_MIN_HEIGHT, MessageCard } from './message-card.tsx';

/** Spec §2: the search waits for a pause in typing. */
const SEARCH_DEBOUNCE_MS = 300;
const SKELETON_COUNT = 3;

function scrollToTop() {
  window.scrollTo({ top: 0, behavior: scrollBehavior() });
}

function EmptyState({ searching, favourites }: { searching: boolean; favourites: boolean }) {
  const Icon = searching ? SearchX : favourites ? Star : Inbox;
  return (
    <Card className="flex min-h-64 flex-col items-center justify-center gap-3 border-dashed p-8 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <p className="font-medium">
        {searching
          ? 'No messages found matching your search.'
          : favourites
            ? 'No favourite messages yet.'
            : 'No messages yet.'}
      </p>
      {!searching && !favourites ? (
        <Button asChild>
          <Link to="/dashboard/generate">
            <Sparkles aria-hidden="true" />
            Generate Your First Message
          </Link>
        </Button>
      ) : null}
    </Card>
  );
}

/**
 * The message history (spec §2): search, favourites filter, five cards a page. Search text,
 * page and filter live in the URL so reload and back/forward keep them.
 */
/** Where a neighbour page starts: after (older than) or before (newer than) a message. */
type Cursor = { after: string } | { before: string };

export function HistoryView({
  renderOptionActions,
  team = false,
}: {
  /** A team workspace (issue 24): a "Mine" filter, and each message's author. */
  team?: boolean;
  /** More actions on each option, composed in by the route (e.g. "Send…"). */
  renderOptionActions?: (
    message: HistoryMessage,
    suggestion: Suggestion,
    index: number,
  ) => ReactNode;
} = {}) {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = parsePageParam(params.get('page'));
  const favourites = params.get('favourites') === 'true';
  const mine = team && params.get('mine') === 'true';

  // The box shows what is typed; the URL follows after a pause. A URL change from elsewhere
  // (back/forward) replaces what the box shows.
  const [draft, setDraft] = useState(search);
  const [shownSearch, setShownSearch] = useState(search);
  if (search !== shownSearch) {
    setShownSearch(search);
    setDraft(search);
  }
  useEffect(() => {
    if (draft.trim() === search) return;
    const timer = setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (draft.trim()) next.set('q', draft.trim());
          else next.delete('q');
          // A new search starts on page 1.
          next.delete('page');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, search, setParams]);

  // A neighbour page is read from the message next to it (keyset, ADR 037), so a deep page
  // costs what page 1 does; a page opened by its number (the URL, page 1, the last) needs none.
  // Kept per page, so the page on screen keeps its own until the next one is shown.
  const [cursors, setCursors] = useState<Record<string, Cursor>>({});
  const cursorKey = (p: number) => JSON.stringify([search, favourites, mine, p]);
  const keyset = cursors[cursorKey(page)] ?? {};
  const messages = useMessages({
    search,
    page,
    pageSize: HISTORY_PAGE_SIZE,
    favourites,
    mine,
    ...keyset,
  });
  const deleteMessage = useDeleteMessage();
  const updateSuggestion = useUpdateSuggestion();
  useToastOnError(messages.isError, 'Error loading messages', 'Please try again later');

  function goToPage(next: number) {
    const items = messages.data?.items ?? [];
    const neighbour = next === page + 1 ? items.at(-1) : next === page - 1 ? items[0] : undefined;
    setCursors((current) => {
      const { [cursorKey(next)]: _previous, ...others } = current;
      if (!neighbour || next === 1) return others;
      return {
        ...others,
        [cursorKey(next)]: next > page ? { after: neighbour.id } : { before: neighbour.id },
      };
    });
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next > 1) updated.set('page', String(next));
        else updated.delete('page');
        return updated;
      },
      { preventScrollReset: true },
    );
    scrollToTop();
  }

  function toggleMine() {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (mine) next.delete('mine');
      else next.set('mine', 'true');
      next.delete('page');
      return next;
    });
  }

  function toggleFavourites() {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (favourites) next.delete('favourites');
      else next.set('favourites', 'true');
      next.delete('page');
      return next;
    });
  }

  function handleDelete(id: string, lastOnPage: boolean) {
    deleteMessage.mutate(id, {
      onSuccess: () => {
        toast.success('Message deleted', { description: 'It is no longer in your history' });
        if (lastOnPage && page > 1) goToPage(page - 1);
      },
      onError: () => toast.error('Error deleting message', { description: 'Please try again' }),
    });
  }

  function toggleFavourite(messageId: string, suggestion: Suggestion) {
    updateSuggestion.mutate(
      { messageId, suggestionId: suggestion.id, favourite: !suggestion.favourite },
      {
        onError: () => toast.error('Error updating favourite', { description: 'Please try again' }),
      },
    );
  }

  const data = messages.data;
  const totalPages = data ? pageCount(data.total, data.pageSize) : 1;
  const searching = search !== '';

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <label htmlFor="history-search" className="sr-only">
            Search messages
          </label>
          {/*
            The spec's placeholder, word for word, must show whole on a 390 px phone: there the
            typed text stays 16 px (no zoom on focus in iOS Safari) and the placeholder is 14 px.
          */}
          <Input
            id="history-search"
            type="search"
            className="pr-2 pl-9 placeholder:text-sm"
            placeholder="Search messages by name, role, or tone..."
            value={draft}
            maxLength={MAX_SEARCH_LENGTH}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <Button
          variant={favourites ? 'secondary' : 'outline'}
          aria-pressed={favourites}
          onClick={toggleFavourites}
        >
          <Star
            aria-hidden="true"
            className={cn(favourites && 'fill-accent text-accent-foreground')}
          />
          Favourites only
        </Button>
        {team && (
          <Button variant={mine ? 'secondary' : 'outline'} aria-pressed={mine} onClick={toggleMine}>
            <User aria-hidden="true" />
            Mine
          </Button>
        )}
      </div>

      <p className="-mt-2 h-5 text-sm text-muted-foreground" role="status" aria-live="polite">
        {data
          ? `${data.total}${data.more ? '+' : ''} ${data.total === 1 && !data.more ? 'message' : 'messages'}`
          : ''}
      </p>

      {messages.isPending ? (
        <ul className="grid gap-4" aria-label="Loading messages">
          {Array.from({ length: SKELETON_COUNT }, (_, i) => (
            <li key={i}>
              <Card className={cn('grid content-start gap-3 p-5', MESSAGE_CARD_MIN_HEIGHT)}>
                <Skeleton className="h-6 w-48" />
                <div className="flex gap-2">
                  <Skeleton className="h-5 w-20 rounded-full" />
                  <Skeleton className="h-5 w-28 rounded-full" />
                </div>
                <Skeleton className="h-4 w-40" />
              </Card>
            </li>
          ))}
        </ul>
      ) : messages.isError && !data ? (
        <LoadError
          what="We couldn’t load your messages."
          onRetry={() => void messages.refetch()}
          className="min-h-64 justify-center"
        />
      ) : data && data.items.length === 0 && data.total > 0 ? (
        <Card className="flex min-h-64 flex-col items-center justify-center gap-3 p-8 text-center">
          <p className="font-medium">There is nothing on page {page}.</p>
          <Button variant="outline" onClick={() => goToPage(totalPages)}>
            Go to the last page
          </Button>
        </Card>
      ) : data && data.items.length === 0 ? (
        <EmptyState searching={searching} favourites={favourites} />
      ) : data ? (
        <ul
          className={cn(
            'grid gap-4 transition-opacity',
            messages.isPlaceholderData && 'opacity-60',
          )}
          aria-busy={messages.isPlaceholderData}
        >
          {data.items.map((message) => (
            <li key={message.id}>
              <MessageCard
                message={message}
                deleting={deleteMessage.isPending && deleteMessage.variables === message.id}
                onDelete={() => handleDelete(message.id, data.items.length === 1)}
                onToggleFavourite={(suggestion) => toggleFavourite(message.id, suggestion)}
                renderOptionActions={renderOptionActions}
              />
            </li>
          ))}
        </ul>
      ) : null}

      <HistoryPagination page={page} totalPages={totalPages} onPageChange={goToPage} />
    </div>
  );
}
