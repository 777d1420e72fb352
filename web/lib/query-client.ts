import { QueryClient } from '@tanstack/react-query';

/** One client per browser tab; created lazily so prerendering never shares state. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 2 && !(error instanceof Error && /\b4\d\d\b/.test(error.message)),
      },
    },
  });
}
