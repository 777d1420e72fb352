import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';

export const meta = () => [
  { title: 'Page not found · Herald' },
  { name: 'robots', content: 'noindex' },
];

export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Spec §2: the missing path is logged to the console.
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-muted/40 p-6 text-center">
      <p className="text-7xl font-extrabold tracking-tight text-primary">404</p>
      <h1 className="text-2xl font-semibold">Oops! Page not found</h1>
      <Button asChild size="lg">
        <Link to="/">Return to Home</Link>
      </Button>
    </main>
  );
}
