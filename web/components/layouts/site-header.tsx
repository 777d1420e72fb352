import { Menu, X } from '#web/components/icons.tsx';
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { BrandMark } from '#web/components/brand-mark.tsx';
import { ThemeSwitch } from '#web/components/theme-switch.tsx';
import { buttonVariants } from '#web/components/ui/button-variants.ts';
import { scrollBehavior } from '#web/lib/motion.ts';

/** The landing page sections the navigation can jump to, in the order the spec lists them. */
export const LANDING_SECTIONS = [
  { id: 'examples', label: 'Examples' },
  { id: 'how-it-works', label: 'How It Works' },
  { id: 'pricing', label: 'Pricing' },
] as const;

/**
 * Scrolls a landing section into view (smoothly only when the visitor allows motion) and
 * moves focus there, so keyboard and screen-reader users land where sighted users do.
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  target.focus({ preventScroll: true });
  return true;
}

/**
 * A link to a landing section. On the landing page it scrolls in place; elsewhere it is a
 * plain link to /#id, a full navigation that needs no JavaScript (spec §2, navigation bar).
 */
export function SectionLink({
  id,
  className,
  children,
  onNavigate,
}: {
  id: string;
  className?: string;
  children: ReactNode;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onNavigate?.();
    if (pathname !== '/' || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    if (!scrollToSection(id)) return;
    event.preventDefault();
    // Keep the address shareable; the router's own state is left as it is.
    window.history.replaceState(window.history.state, '', `#${id}`);
  }
  return (
    <a href={`/#${id}`} className={className} onClick={handleClick}>
      {children}
    </a>
  );
}

const navLinkClass =
  'block rounded-md px-3 py-3 text-base font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground md:py-2 md:text-sm';

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // A navigation always closes the menu, whichever link started it. Adjusting state while
  // rendering (not in an effect) avoids a frame with the menu still open on the new page.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);

  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <a
        href="#main"
        className="sr-only rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:absolute focus:top-3 focus:left-3 focus:z-50"
      >
        Skip to content
      </a>
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md text-lg font-bold tracking-tight"
          onClick={closeMenu}
        >
          <BrandMark />
          Herald
        </Link>

        {/* Plain elements styled as buttons: the header is on every public page's first paint,
            which loads no class merging (ADR 050). No override here restates a family. */}
        <button
          ref={toggleRef}
          type="button"
          className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'md:hidden' })}
          aria-label="Menu"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>

        {/* One set of links: a drop-down panel on small screens, the inline bar from md up. */}
        <div
          id={menuId}
          className={`absolute inset-x-0 top-full border-b bg-background px-4 pt-2 pb-4 shadow-lg md:static md:flex md:flex-1 md:items-center md:justify-between md:border-0 md:bg-transparent md:p-0 md:shadow-none ${menuOpen ? 'block' : 'hidden md:flex'}`}
        >
          <nav aria-label="Main" className="md:mx-auto">
            <ul className="flex flex-col gap-1 md:flex-row">
              {LANDING_SECTIONS.map((section) => (
                <li key={section.id}>
                  <SectionLink id={section.id} className={navLinkClass} onNavigate={closeMenu}>
                    {section.label}
                  </SectionLink>
                </li>
              ))}
              <li>
                <Link
                  to="/blog"
                  className={
                    pathname.startsWith('/blog') ? `${navLinkClass} text-foreground` : navLinkClass
                  }
                  aria-current={pathname === '/blog' ? 'page' : undefined}
                  onClick={closeMenu}
                >
                  Blog
                </Link>
              </li>
            </ul>
          </nav>
          <div className="mt-3 grid grid-cols-2 gap-2 border-t pt-4 md:mt-0 md:flex md:items-center md:border-0 md:pt-0">
            <ThemeSwitch compact className="col-span-2 mb-1 md:mr-1 md:mb-0" />
            <Link
              to="/auth/login"
              onClick={closeMenu}
              className={buttonVariants({
                variant: 'outline',
                className: 'md:h-9 md:border-0 md:bg-transparent md:shadow-none',
              })}
            >
              Sign In
            </Link>
            <Link
              to="/auth/signup"
              onClick={closeMenu}
              className={buttonVariants({ className: 'md:h-9' })}
            >
              Get Started
            </Link>
          </div>
        </div>
      </div>
    </header>
  );
}
