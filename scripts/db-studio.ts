// `npm run db:studio`: Drizzle Studio on the app's database. On PostgreSQL (DATABASE_URL) it
// simply starts Studio. On the embedded PGlite it first takes the data directory's lock, as
// the server does (ADR 015): two processes on one PGlite directory lose data, so Studio
// refuses while the app runs, and the app waits while Studio is open.
import { spawn } from 'node:child_process';
import { lockDataDir } from '#server/db/data-dir-lock.ts';
import { loadEnv } from '#server/env.ts';

const env = loadEnv();
const extraArgs = process.argv.slice(2);

let release = () => {};
const childEnv = { ...process.env };
if (!env.DATABASE_URL) {
  if (env.DATA_DIR.startsWith('memory://')) {
    console.error('DATA_DIR is in memory: there is no database on disk for Studio to open.');
    process.exit(1);
  }
  try {
    release = lockDataDir(env.DATA_DIR).release;
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  childEnv.HERALD_STUDIO_PGLITE_DIR = env.DATA_DIR;
  console.log(`Opening the embedded database in ${env.DATA_DIR} (the app cannot start meanwhile).`);
}

// drizzle-kit's own entry, not `npx`: one child process, so a signal reaches Studio itself.
const studio = spawn(
  process.execPath,
  ['node_modules/drizzle-kit/bin.cjs', 'studio', ...extraArgs],
  {
    stdio: 'inherit',
    env: childEnv,
  },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => studio.kill(signal));
studio.on('exit', (code) => {
  release();
  process.exit(code ?? 0);
});
