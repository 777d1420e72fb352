import { describe, expect, it } from 'vitest';
import { pageCount, paginationWindow, parsePageParam } from './pagination.ts';

describe('paginationWindow', () => {
  it('lists every page when there are few', () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(1, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('shows page 1, the last page and the neighbours of the current page', () => {
    expect(paginationWindow(5, 10)).toEqual([1, 'ellipsis-before', 4, 5, 6, 'ellipsis-after', 10]);
  });

  it('puts an ellipsis only at distance two, even when it hides a single page', () => {
    // Page 2 is two away from 4: it becomes an ellipsis rather than a number.
    expect(paginationWindow(4, 6)).toEqual([1, 'ellipsis-before', 3, 4, 5, 6]);
    // Pages 4-9 are hidden behind one ellipsis at page 3.
    expect(paginationWindow(1, 10)).toEqual([1, 2, 'ellipsis-after', 10]);
    expect(paginationWindow(10, 10)).toEqual([1, 'ellipsis-before', 9, 10]);
  });

  it('shows page 1 and the last page as numbers even at distance two', () => {
    expect(paginationWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('pageCount', () => {
  it('rounds up and is at least 1', () => {
    expect(pageCount(0, 5)).toBe(1);
    expect(pageCount(5, 5)).toBe(1);
    expect(pageCount(6, 5)).toBe(2);
    expect(pageCount(51, 5)).toBe(11);
  });
});

describe('parsePageParam', () => {
  it('accepts whole numbers from 1 and falls back to page 1', () => {
    expect(parsePageParam('3')).toBe(3);
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam('0')).toBe(1);
    expect(parsePageParam('-2')).toBe(1);
    expect(parsePageParam('2.5')).toBe(1);
    expect(parsePageParam('abc')).toBe(1);
    expect(parsePageParam('99999999')).toBe(1);
  });
});
