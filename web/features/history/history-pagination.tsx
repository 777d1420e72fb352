import { ChevronLeft, ChevronRight, Ellipsis } from 'lucide-react';
import { paginationWindow } from '#domain/pagination.ts';
import { Button } from '#web/components/ui/button.tsx';

/** Previous, numbered pages with ellipses (domain/pagination.ts), next. */
export function HistoryPagination({
  page,
  totalPages,
  onPageChange,
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <Button
            variant="ghost"
            size="sm"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
            aria-label="Go to previous page"
          >
            <ChevronLeft aria-hidden="true" />
            <span className="hidden sm:inline">Previous</span>
          </Button>
        </li>
        {paginationWindow(page, totalPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                variant={item === page ? 'outline' : 'ghost'}
                size="sm"
                className="min-w-9 tabular-nums"
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => item !== page && onPageChange(item)}
              >
                {item}
              </Button>
            </li>
          ) : (
            <li
              key={item}
              className="flex size-9 items-center justify-center text-muted-foreground"
            >
              <Ellipsis className="size-4" aria-hidden="true" />
              <span className="sr-only">More pages</span>
            </li>
          ),
        )}
        <li>
          <Button
            variant="ghost"
            size="sm"
            disabled={page >= totalPages}
            onClick={() => onPageChange(page + 1)}
            aria-label="Go to next page"
          >
            <span className="hidden sm:inline">Next</span>
            <ChevronRight aria-hidden="true" />
          </Button>
        </li>
      </ul>
    </nav>
  );
}
