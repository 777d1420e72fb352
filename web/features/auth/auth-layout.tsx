import { ArrowLeft } from '#web/components/page-icons.tsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '#web/components/brand-mark.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card.tsx';

/** The frame of every auth screen: brand, back link to the site, one card. */
export function AuthLayout({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  /** A line under the title; left out where the card's own content says it. */
  description?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-secondary/60 to-background">
      <header className="mx-auto flex w-full max-w-md items-center justify-between px-4 pt-6">
        <Link
          to="/"
          className="inline-flex items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to home
        </Link>
        <Link to="/" className="inline-flex items-center gap-2 font-bold tracking-tight">
          <BrandMark className="size-7" />
          Herald
        </Link>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center">
        <Card className="w-full max-w-md">
          <CardHeader className="text-center">
            <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
            {description ? <CardDescription>{description}</CardDescription> : null}
          </CardHeader>
          <CardContent>{children}</CardContent>
          {footer ? (
            <div className="border-t px-6 py-4 text-center text-sm text-muted-foreground">
              {footer}
            </div>
          ) : null}
        </Card>
      </main>
    </div>
  );
}
