// Replaced at build time by vite.config.ts `define`. Vitest does not load that config, so
// the typeof guards fall back to the development values there.
declare const __HERALD_APP_URL__: string;
declare const __HERALD_CONTACT_EMAIL__: string;

/** Public origin of the site, without a trailing slash: canonical and Open Graph URLs. */
const APP_URL: string =
  typeof __HERALD_APP_URL__ === 'string' ? __HERALD_APP_URL__ : 'http://localhost:3000';

/** The address on the contact and legal pages (CONTACT_EMAIL). */
export const CONTACT_EMAIL: string =
  typeof __HERALD_CONTACT_EMAIL__ === 'string' ? __HERALD_CONTACT_EMAIL__ : 'hello@herald.app';

export const SITE_NAME = 'Herald';

/** 1200×630 PNG in public/, the size Open Graph and Twitter cards expect. */
export const SOCIAL_IMAGE = { path: '/social-card.png', width: 1200, height: 630 };

export function absoluteUrl(path: string): string {
  return `${APP_URL}${path}`;
}
