import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrandMark } from '#web/components/brand-mark.tsx';
import { SiteFooter } from '#web/components/layouts/site-footer.tsx';
import { SiteHeader } from '#web/components/layouts/site-header.tsx';
import { AuthLayout } from '#web/features/auth/auth-layout.tsx';
import { DashboardShell } from '#web/features/dashboard/dashboard-shell.tsx';
import { stubBrowser } from './dashboard/harness.tsx';

// Issue 14 item 6: one mark everywhere. The public site showed an "H" while the auth
// screens and the dashboard showed a megaphone.

function inRouter(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/x'] });
  return render(<RouterProvider router={router} />);
}

/** The drawing of an SVG without its colours: the elements and their geometry. */
function shape(svg: Element) {
  return [...svg.children].map((el) =>
    [
      el.tagName.toLowerCase(),
      ...['width', 'height', 'rx', 'd', 'cx', 'cy', 'r'].map((a) => el.getAttribute(a)),
    ].join(' '),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the brand mark', () => {
  it('is the drawing of public/favicon.svg', () => {
    const favicon = new DOMParser().parseFromString(
      readFileSync(join(process.cwd(), 'public/favicon.svg'), 'utf8'),
      'image/svg+xml',
    ).documentElement;
    const { container } = render(<BrandMark />);
    const mark = container.querySelector('svg')!;
    expect(mark.getAttribute('viewBox')).toBe(favicon.getAttribute('viewBox'));
    expect(shape(mark)).toEqual(shape(favicon));
  });

  it.each([
    ['site header', <SiteHeader key="h" />],
    ['site footer', <SiteFooter key="f" />],
    [
      'auth screens',
      <AuthLayout key="a" title="Sign in" description="Welcome back">
        form
      </AuthLayout>,
    ],
    [
      'dashboard',
      <DashboardShell key="d" email="jordan@example.com" signOut={async () => null}>
        content
      </DashboardShell>,
    ],
  ])('is the one logo of the %s', (_, element) => {
    stubBrowser();
    const { container } = inRouter(element);
    const logoLink = [...container.querySelectorAll('a')].find((a) =>
      a.textContent?.includes('Herald'),
    );
    expect(logoLink?.querySelector('svg[data-brand-mark]')).not.toBeNull();
    expect(container.querySelector('svg.lucide-megaphone')).toBeNull();
  });
});
