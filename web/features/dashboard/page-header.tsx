import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The one h1 of a dashboard screen; sub-screens get a back arrow to /dashboard (spec §2). */
export function PageHeader({
  title,
  description,
  back = false,
  actions,
}: {
  title: ReactNode;
  description?: ReactNode;
  back?: boolean;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-4 lg:mb-8">
      <div className="flex min-w-0 items-start gap-3">
        {back ? (
          <Link
            to="/dashboard"
            aria-label="Back to dashboard"
            className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-md border bg-card text-muted-foreground shadow-xs transition-colors hover:bg-muted hover:text-foreground"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
          </Link>
        ) : null}
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          {description ? <p className="mt-1 text-muted-foreground">{description}</p> : null}
        </div>
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
