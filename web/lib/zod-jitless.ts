/**
 * Zod compiles object parsers with `new Function` unless told not to, and probes for it when
 * a schema is built. The pages' Content-Security-Policy allows no eval, so the probe logged a
 * CSP violation on every form page (Lighthouse best practices 96; issue 23 item 4, ADR 030).
 * Schemas are built when their modules load, which on the auth pages is before any module of
 * ours could call `z.config`, so the page sets zod's global configuration (the object zod
 * reads from `globalThis.__zod_globalConfig`) in an inline script in <head> (root.tsx).
 * A string, not an import of zod: the landing loads no zod.
 */
export const ZOD_JITLESS_SCRIPT = 'globalThis.__zod_globalConfig={jitless:true}';
