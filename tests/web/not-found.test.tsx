import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import NotFound from '#web/routes/not-found.tsx';

describe('404 page', () => {
  it('says the page is missing, links home and logs the path', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '*', Component: NotFound }], {
      initialEntries: ['/no/such/page'],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('non-existent route'),
      '/no/such/page',
    );
  });

  it('keeps the site header with the logo and the way back to the site', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '*', Component: NotFound }], {
      initialEntries: ['/missing'],
    });
    const { container } = render(<RouterProvider router={router} />);
    const banner = screen.getByRole('banner');
    expect(banner.querySelector('[data-brand-mark]')).not.toBeNull();
    expect(within(banner).getAllByRole('link', { name: 'Herald' })[0]).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(container.querySelector('footer')).not.toBeNull();
  });
});
