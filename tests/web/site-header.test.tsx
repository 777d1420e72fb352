import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteHeader } from '#web/components/layouts/site-header.tsx';

function renderSite(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <SiteHeader />
            <Outlet />
          </>
        ),
        children: [
          {
            path: '/',
            element: (
              <main>
                <section id="examples" tabIndex={-1}>
                  Examples
                </section>
                <section id="how-it-works" tabIndex={-1}>
                  How it works
                </section>
                <section id="pricing" tabIndex={-1}>
                  Pricing
                </section>
              </main>
            ),
          },
          { path: '/blog', element: <main>Blog</main> },
          { path: '/contact', element: <main>Contact</main> },
          { path: '/auth/login', element: <main>Sign in</main> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

let scrollIntoView: ReturnType<typeof vi.fn>;

beforeEach(() => {
  // jsdom implements neither scrolling nor media queries.
  scrollIntoView = vi.fn();
  Element.prototype.scrollIntoView = scrollIntoView as never;
});

afterEach(() => {
  delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
  vi.unstubAllGlobals();
});

describe('site header navigation', () => {
  it('links the logo home and offers blog, sign in and get started', () => {
    renderSite('/blog');
    expect(screen.getByRole('link', { name: 'Herald' })).toHaveAttribute('href', '/');
    expect(within(mainNav()).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/login');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/auth/signup',
    );
    // The theme switch sits with the account buttons (in the mobile menu on small screens).
    const theme = screen.getByRole('group', { name: 'Theme' });
    for (const name of ['System', 'Light', 'Dark'])
      expect(within(theme).getByRole('radio', { name })).toBeInTheDocument();
  });

  it('scrolls smoothly to a section on the landing page instead of navigating', async () => {
    renderSite('/');
    const pricing = within(mainNav()).getByRole('link', { name: 'Pricing' });
    expect(pricing).toHaveAttribute('href', '/#pricing');

    const notPrevented = fireEvent.click(pricing);

    expect(notPrevented).toBe(false);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('pricing'));
    expect(document.activeElement).toBe(document.getElementById('pricing'));
    expect(window.location.hash).toBe('#pricing');
  });

  it('jumps without animation when the visitor prefers reduced motion', () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({ matches: query.includes('reduce'), media: query })),
    );
    renderSite('/');
    fireEvent.click(within(mainNav()).getByRole('link', { name: 'How It Works' }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('does a full navigation to /#anchor from any other page', () => {
    renderSite('/blog');
    for (const [name, id] of [
      ['Examples', 'examples'],
      ['How It Works', 'how-it-works'],
      ['Pricing', 'pricing'],
    ]) {
      const link = within(mainNav()).getByRole('link', { name });
      expect(link).toHaveAttribute('href', `/#${id}`);
      // A click the page does not cancel is left to the browser: a document navigation.
      expect(fireEvent.click(link)).toBe(true);
    }
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});

describe('mobile menu', () => {
  it('opens and closes with its button and tells assistive technology its state', async () => {
    const user = userEvent.setup();
    renderSite('/blog');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveClass('hidden');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).not.toHaveClass('hidden');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and returns focus to the menu button', async () => {
    const user = userEvent.setup();
    renderSite('/blog');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.tab();
    expect(document.activeElement?.tagName).toBe('A');

    await user.keyboard('{Escape}');

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes when a link in it is followed', async () => {
    const user = userEvent.setup();
    const router = renderSite('/blog');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'Sign In' }));
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // Any navigation closes it too, e.g. the browser's back button.
    await user.click(toggle);
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/blog');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
