import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What a web build was made for. Canonical URLs, the sitemap, OG tags and contact links are
 * baked into the prerendered pages at build time, so a build only fits the APP_URL and
 * CONTACT_EMAIL it was made with. `npm run build` writes this stamp next to build/client;
 * production start refuses a build without one or made for other values (ADR 023).
 */
export interface BuildStamp {
  /** sha256 of the web sources and of the facts below (scripts/ensure-build.ts). */
  sourceHash: string;
  appUrl: string;
  contactEmail: string;
  builtAt: string;
}

/** Facts baked into a build, as the build reads them (vite.config.ts) and env.ts defaults them. */
export interface BuildFacts {
  appUrl: string;
  contactEmail: string;
}

const DEFAULT_CONTACT_EMAIL = 'hello@herald.app';

/** The facts a build made with these variables bakes in: APP_URL defaults to localhost:$PORT. */
export function buildFactsFrom(vars: Record<string, string | undefined>): BuildFacts {
  const port = vars.PORT?.trim() || '3000';
  const appUrl = vars.APP_URL?.trim() || `http://localhost:${port}`;
  return {
    appUrl: appUrl.replace(/\/+$/, ''),
    contactEmail: vars.CONTACT_EMAIL?.trim() || DEFAULT_CONTACT_EMAIL,
  };
}

function stampPath(buildDir: string): string {
  return join(buildDir, 'build-stamp.json');
}

export function readBuildStamp(buildDir: string): BuildStamp | null {
  try {
    return JSON.parse(readFileSync(stampPath(buildDir), 'utf8')) as BuildStamp;
  } catch {
    return null;
  }
}

export function writeBuildStamp(buildDir: string, stamp: BuildStamp): void {
  writeFileSync(stampPath(buildDir), `${JSON.stringify(stamp, null, 2)}\n`);
}

/**
 * Why this build cannot be served for these facts, in words for the operator, or null when
 * it fits.
 */
export function buildProblem(buildDir: string, facts: BuildFacts): string | null {
  const stamp = readBuildStamp(buildDir);
  if (!stamp || !existsSync(join(buildDir, 'client', '__spa-fallback.html')))
    return `No web build in ${buildDir}/: production start never builds. Run \`APP_URL=${facts.appUrl} npm run build\` first.`;
  const differs = [
    stamp.appUrl !== facts.appUrl && `APP_URL=${stamp.appUrl} (this start has ${facts.appUrl})`,
    stamp.contactEmail !== facts.contactEmail &&
      `CONTACT_EMAIL=${stamp.contactEmail} (this start has ${facts.contactEmail})`,
  ].filter(Boolean);
  if (differs.length)
    return `The web build in ${buildDir}/ was made for ${differs.join(' and ')}: its canonical URLs, sitemap and links would be wrong. Rebuild with \`APP_URL=${facts.appUrl} CONTACT_EMAIL=${facts.contactEmail} npm run build\`.`;
  return null;
}
