// `npm start` runs this first: it builds the web app only when its sources changed since the
// last build, so a fresh clone builds once and later starts are instant.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  'web',
  'domain',
  'public',
  'vite.config.ts',
  'react-router.config.ts',
  'package-lock.json',
];
const STAMP = 'build/.source-hash';

function files(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) =>
      name.endsWith('.test.tsx') || name.endsWith('.test.ts') ? [] : files(join(path, name)),
    );
}

const hash = createHash('sha256');
for (const file of SOURCES.flatMap(files)) hash.update(file).update(readFileSync(file));
// Baked into the build (canonical URLs, contact links): a change must rebuild.
hash.update(
  `APP_URL=${process.env.APP_URL ?? ''}\nCONTACT_EMAIL=${process.env.CONTACT_EMAIL ?? ''}\n`,
);
const digest = hash.digest('hex');

const current = existsSync(STAMP) ? readFileSync(STAMP, 'utf8') : '';
if (
  !process.argv.includes('--force') &&
  current === digest &&
  existsSync('build/client/__spa-fallback.html')
) {
  console.log('Web app is up to date.');
} else {
  console.log('Building the web app…');
  execSync('npx react-router build', { stdio: 'inherit' });
  writeFileSync(STAMP, digest);
}
