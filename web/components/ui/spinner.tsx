import { LoaderCircle } from '#web/components/icons.tsx';

/** `className` replaces the default size (size-6): root's fallback loads no class merging. */
export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex">
      <LoaderCircle
        aria-hidden="true"
        className={`${className ?? 'size-6'} animate-spin text-primary`}
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
