import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import NotFound from './not-found.tsx';

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
});
