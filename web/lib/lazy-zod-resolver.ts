import type { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';

type Schema = Parameters<typeof zodResolver>[0];

/** A resolver that loads its code on first use, and a way to start that load early. */
export interface LazyResolver<Values extends FieldValues> {
  resolver: Resolver<Values>;
  /** Starts loading (the forms call it when a field first gets focus); safe to call again. */
  preload: () => void;
}

/**
 * A react-hook-form resolver whose zod, resolver and schema load on first use. The auth forms
 * validate on submit, so their first load carries none of it: zod alone was 24 KB gzip of
 * `/auth/login`'s 196 (issue 23 item 4, ADR 050). The schemas are still the `domain/` ones,
 * and the server validates every request on its own (server/auth.ts).
 */
export function lazyZodResolver<Values extends FieldValues>(
  loadSchema: () => Promise<Schema>,
): LazyResolver<Values> {
  let loading: Promise<Resolver<Values>> | undefined;
  const load = () =>
    (loading ??= Promise.all([import('./zod-resolver.ts'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Resolver<Values>,
      (error: unknown) => {
        loading = undefined; // a failed download is tried again
        throw error;
      },
    ));
  return {
    // A submit that finds the load failed (the focus's, say) tries once more itself.
    resolver: async (values, context, options) =>
      (await load().catch(load))(values, context, options),
    preload: () => void load().catch(() => undefined),
  };
}
