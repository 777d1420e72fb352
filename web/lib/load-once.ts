/**
 * A loader that runs `load` once and shares its promise, except that a failed load (a dropped
 * download, say) is forgotten, so the next call tries again. The auth forms start their code
 * downloads on focus and await them on submit (ADR 050): the submit must not inherit the
 * focus's failure.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
