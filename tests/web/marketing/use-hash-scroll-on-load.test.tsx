import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HASH_SCROLL_DELAY_MS,
  useHashScrollOnLoad,
} from '#web/features/marketing/use-hash-scroll-on-load.ts';

function Page() {
  useHashScrollOnLoad();
  return (
    <main>
      <section id="how-it-works" tabIndex={-1} />
      <section id="pricing" tabIndex={-1} />
    </main>
  );
}

function renderAt(entry: string) {
  const router = createMemoryRouter([{ path: '/', Component: Page }], {
    initialEntries: [entry],
  });
  render(<RouterProvider router={router} />);
  return router;
}

let scrollIntoView: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers();
  scrollIntoView = vi.fn();
  Element.prototype.scrollIntoView = scrollIntoView as never;
});

afterEach(() => {
  vi.useRealTimers();
  delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
});

describe('landing page hash on load', () => {
  it('waits about 400 ms, then scrolls smoothly to the anchor', () => {
    expect(HASH_SCROLL_DELAY_MS).toBe(400);
    renderAt('/#pricing');

    act(() => vi.advanceTimersByTime(399));
    expect(scrollIntoView).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('pricing'));
  });

  it('does nothing without a hash', () => {
    renderAt('/');
    act(() => vi.advanceTimersByTime(1000));
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('ignores a hash that names no section', () => {
    renderAt('/#nowhere');
    act(() => vi.advanceTimersByTime(1000));
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('scrolls again when a later navigation changes the hash', async () => {
    const router = renderAt('/');
    await act(() => router.navigate('/#how-it-works'));
    act(() => vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS));
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('how-it-works'));
  });
});
