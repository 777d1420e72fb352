import { FlaskConical } from 'lucide-react';

/** Unmistakable marking of the local test checkout and portal: no real money moves here. */
export function TestModeBanner() {
  return (
    <div
      role="note"
      className="bg-accent px-4 py-2 text-center text-sm font-bold tracking-wide text-accent-foreground uppercase"
    >
      <FlaskConical className="mr-2 inline size-4 align-[-2px]" aria-hidden="true" />
      Test mode: no payment is taken. Configure Polar to sell for real.
    </div>
  );
}
