// `npm run db:migrate`: applies committed migrations to DATABASE_URL (or the embedded PGlite).
import { loadEnv } from '../env.ts';
import { openDatabase } from './client.ts';

const env = loadEnv();
const database = openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.kind}).`);
