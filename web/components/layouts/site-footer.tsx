import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '#web/components/brand-mark.tsx';
import { LANDING_SECTIONS, SectionLink } from './site-header.tsx';

const footerLinkClass =
  'inline-block rounded-sm py-1 text-sm text-muted-foreground transition-colors hover:text-foreground';

const RESOURCE_LINKS = [
  { to: '/blog', label: 'Blog' },
  { to: '/contact', label: 'Contact' },
] as const;

const LEGAL_LINKS = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/refund', label: 'Refund Policy' },
] as const;

export function SiteFooter() {
  return (
    <footer className="border-t bg-muted/50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.5fr_1fr_1fr_1fr]">
        <div className="max-w-xs">
          <Link to="/" className="inline-flex items-center gap-2 rounded-md font-bold">
            <BrandMark className="size-7" />
            Herald
          </Link>
          <p className="mt-3 text-sm text-muted-foreground">
            Welcome, promotion and achievement announcements your team will actually read, written
            in seconds.
          </p>
        </div>
        <FooterColumn title="Product">
          {LANDING_SECTIONS.map((section) => (
            <li key={section.id}>
              <SectionLink id={section.id} className={footerLinkClass}>
                {section.label}
              </SectionLink>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title="Resources">
          {RESOURCE_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={footerLinkClass}>
                {link.label}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title="Legal">
          {LEGAL_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={footerLinkClass}>
                {link.label}
              </Link>
            </li>
          ))}
        </FooterColumn>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-muted-foreground sm:px-6">
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span> Herald. Made for the
          people who welcome, promote and celebrate their teams.
        </p>
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold">{title}</h2>
      <ul className="mt-2 flex flex-col gap-1">{children}</ul>
    </nav>
  );
}
