/**
 * Which URLs the web app answers, shared by the build (what to prerender) and the server
 * (what gets the SPA shell and what is a real 404). Blog article slugs live here too so the
 * sitemap, the prerender list and the blog index cannot drift apart.
 */
export const BLOG_SLUGS = [
  'perfect-welcome-message',
  'creative-announcement-examples',
  'slack-vs-email-announcements',
  'generic-emails-hurt-onboarding',
  'ai-welcome-message-generator-guide',
  'remote-team-introductions',
] as const;

export type BlogSlug = (typeof BLOG_SLUGS)[number];

/** Public pages rendered to HTML at build time. */
export const PRERENDERED_PATHS = [
  '/',
  '/contact',
  '/blog',
  ...BLOG_SLUGS.map((slug) => `/blog/${slug}`),
  '/refund',
  '/privacy',
  '/terms',
  '/auth/login',
  '/auth/signup',
  '/auth/forgot-password',
] as const;

/** Pages of the embedded defaults: only served while that default is in use (never in production). */
export const DEV_MAILBOX_PAGES: RegExp[] = [/^\/dev\/mailbox\/?$/];
export const TEST_CHECKOUT_PAGES: RegExp[] = [/^\/test-checkout\/[^/]+\/?$/, /^\/test-portal\/?$/];

/**
 * Client-rendered routes served with the SPA shell (status 200). Every route of web/routes.ts
 * is either prerendered or listed here (scripts/route-table.test.ts checks each one).
 */
const CLIENT_ROUTE_PATTERNS: RegExp[] = [
  /^\/dashboard(\/(generate|messages|scheduled|people|settings|billing))?\/?$/,
  // An autopilot announcement's review screen, where reviewer mails link (ADR 053).
  /^\/dashboard\/people\/review\/[\w-]+\/?$/,
  /^\/auth\/reset-password\/?$/,
  /^\/success-payment\/?$/,
  // A workspace invitation's link (issue 24).
  /^\/invite\/[\w-]+\/?$/,
  ...DEV_MAILBOX_PAGES,
  ...TEST_CHECKOUT_PAGES,
];

export function isClientRoute(pathname: string): boolean {
  return CLIENT_ROUTE_PATTERNS.some((pattern) => pattern.test(pathname));
}

/** Paths search engines should not index (robots.txt). */
export const DISALLOWED_FOR_CRAWLERS = [
  '/dashboard',
  '/api/',
  '/auth/reset-password',
  '/success-payment',
  '/invite/',
  '/dev/',
  '/test-checkout/',
  '/test-portal',
];
