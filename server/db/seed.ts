// `npm run db:seed`: the demo account and its history, in DATABASE_URL or the embedded PGlite
// (migrations first, as `npm start` would). `--new-password` gives an existing demo account a
// fresh password. Refused in production unless `--production` says it is meant.
import { loadEnv } from '../env.ts';
import { openDatabase } from './client.ts';
import { DataDirLockedError } from './data-dir-lock.ts';
import { seedDemo } from './demo-seed.ts';

const args = new Set(process.argv.slice(2));
const env = loadEnv();
if (env.NODE_ENV === 'production' && !args.has('--production')) {
  console.error(
    'Refusing to add a demo account in production. Run with --production if you mean it.',
  );
  process.exit(1);
}

let database: ReturnType<typeof openDatabase>;
try {
  database = openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(error.message);
  process.exit(1);
}
try {
  await database.migrate();
  const result = await seedDemo(database.db, { resetPassword: args.has('--new-password') });
  const where =
    database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${env.DATA_DIR})`;
  const lines = [
    `${result.created ? 'Created' : 'Found'} the demo account in ${where}:`,
    `  e-mail:   ${result.email}`,
    result.password
      ? `  password: ${result.password}`
      : '  password: unchanged (npm run db:seed -- --new-password sets and prints a new one)',
    `  history:  ${result.messages} messages`,
    `Sign in at ${env.APP_URL}/auth/login`,
  ];
  console.log(lines.join('\n'));
} finally {
  await database.close();
}
