import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { SiteFooter } from '#web/components/layouts/site-footer.tsx';
import { SiteHeader } from '#web/components/layouts/site-header.tsx';
import { buttonVariants } from '#web/components/ui/button-variants.ts';

export const meta = () => [
  { title: 'Page not found · Herald' },
  { name: 'robots', content: 'noindex' },
];

/** Any unknown path (spec §2), in the public site's frame so the way on is always in view. */
export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Spec §2: the missing path is logged to the console.
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main
        id="main"
        tabIndex={-1}
        className="flex flex-1 flex-col items-center justify-center gap-6 bg-muted/40 px-6 py-20 text-center outline-none"
      >
        <p className="text-7xl font-extrabold tracking-tight text-primary">404</p>
        <h1 className="text-2xl font-semibold">Oops! Page not found</h1>
        <Link to="/" className={buttonVariants({ size: 'lg' })}>
          Return to Home
        </Link>
      </main>
      <SiteFooter />
    </div>
  );
}
