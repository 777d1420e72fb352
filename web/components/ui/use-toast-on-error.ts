import { useEffect } from 'react';
import { toast } from './toaster.tsx';

/**
 * Shows an error toast once when a query fails. The toast id makes a screen that renders
 * the same failure twice (or remounts) show it once.
 */
export function useToastOnError(failed: boolean, title: string, description: string): void {
  useEffect(() => {
    if (failed) toast.error(title, { id: `${title}:${description}`, description });
  }, [failed, title, description]);
}
