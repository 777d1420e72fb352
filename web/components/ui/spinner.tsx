import { LoaderCircle } from '#web/components/icons.tsx';
import { cn } from '#web/lib/cn.ts';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex">
      <LoaderCircle
        aria-hidden="true"
        className={cn('size-6 animate-spin text-primary', className)}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Full-screen centred spinner for session loading and route transitions. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Spinner className="size-8" />
    </div>
  );
}
