// `npm start` runs this first. In development it builds the web app only when its sources,
// or the APP_URL / CONTACT_EMAIL baked into it, changed since the last build, and bundles the
// server (scripts/build-server.ts) only when its sources changed, so a fresh clone builds once
// and later starts are quick. In production it never builds: the build is its own step
// (`npm run build`, or the container's build stage), and the server refuses a missing or
// mismatched build (server/site/build-stamp.ts). `--force` (`npm run build`) always builds.
// Plain `node` runs it (Node 24 strips the types): no TypeScript compiler at start.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildFactsFrom, readBuildStamp, writeBuildStamp } from '#server/site/build-stamp.ts';
import { precompressSite } from '#server/site/static-site.ts';
import { ensureServerBundle, SERVER_ENTRY } from './build-server.ts';

const SOURCES = [
  'web',
  'domain',
  'public',
  'vite.config.ts',
  'react-router.config.ts',
  'package-lock.json',
];
const BUILD_DIR = 'build';

function files(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) =>
      name.endsWith('.test.tsx') || name.endsWith('.test.ts') ? [] : files(join(path, name)),
    );
}

const vars = process.env;
const force = process.argv.includes('--force');
if (vars.NODE_ENV === 'production' && !force) {
  if (existsSync(SERVER_ENTRY)) process.exit(0);
  console.error(`No server bundle (${SERVER_ENTRY}): run \`npm run build\` first.`);
  process.exit(1);
}

const facts = buildFactsFrom(vars);
const hash = createHash('sha256');
for (const file of SOURCES.flatMap(files)) hash.update(file).update(readFileSync(file));
hash.update(`APP_URL=${facts.appUrl}\nCONTACT_EMAIL=${facts.contactEmail}\n`);
const sourceHash = hash.digest('hex');

const current = readBuildStamp(BUILD_DIR);
if (
  !force &&
  current?.sourceHash === sourceHash &&
  existsSync(join(BUILD_DIR, 'client', '__spa-fallback.html'))
) {
  console.log('Web app is up to date.');
} else {
  console.log(`Building the web app for ${facts.appUrl}…`);
  // The facts go to vite.config.ts explicitly, so the build and the stamp cannot disagree.
  execFileSync('npx', ['react-router', 'build'], {
    stdio: 'inherit',
    env: { ...vars, APP_URL: facts.appUrl, CONTACT_EMAIL: facts.contactEmail },
  });
  // Brotli and gzip forms beside each text file: the server serves them as they are.
  precompressSite(join(BUILD_DIR, 'client'));
  writeBuildStamp(BUILD_DIR, { sourceHash, ...facts, builtAt: new Date().toISOString() });
}
// After the web build, which may empty build/: the bundle sits beside it.
await ensureServerBundle(force);
