/**
 * The page list of the message history (spec §2): page 1, the last page and the pages
 * within one of the current page are shown; a page at distance two becomes an ellipsis.
 */
export type PageListItem = number | 'ellipsis-before' | 'ellipsis-after';

export function pageCount(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || total <= 0 || pageSize <= 0) return 1;
  return Math.ceil(total / pageSize);
}

export function paginationWindow(current: number, totalPages: number): PageListItem[] {
  const items: PageListItem[] = [];
  for (let page = 1; page <= totalPages; page++) {
    const distance = Math.abs(page - current);
    if (page === 1 || page === totalPages || distance <= 1) items.push(page);
    else if (distance === 2) items.push(page < current ? 'ellipsis-before' : 'ellipsis-after');
  }
  return items;
}

/** A page number from the URL (`?page=`): a whole number from 1, anything else is page 1. */
export function parsePageParam(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}
