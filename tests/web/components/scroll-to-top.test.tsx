import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from '#web/components/scroll-to-top.tsx';

describe('ScrollToTop', () => {
  it('jumps to the top instantly on every path change, not on search changes', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <>
              <ScrollToTop />
              <Outlet />
            </>
          ),
          children: [
            { path: 'a', element: <p>a</p> },
            { path: 'b', element: <p>b</p> },
          ],
        },
      ],
      { initialEntries: ['/a'] },
    );
    render(<RouterProvider router={router} />);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/b'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    // Explicitly instant, so no stylesheet's scroll-behavior can turn it into a long glide.
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
    await act(() => router.navigate('/b?page=2'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
