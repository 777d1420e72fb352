import { ensureServerBundle } from '../../scripts/build-server.ts';

/**
 * Vitest global setup of the reliability suites: the server bundle, made again when the
 * server's sources changed since it was made (scripts/build-server.ts), so the child processes
 * run what production runs, from the sources under test, and start in about a second instead
 * of compiling TypeScript for several (ADR 029).
 */
export default async function bundleServer(): Promise<void> {
  await ensureServerBundle(false);
}
