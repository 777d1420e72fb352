import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema (`npm run db:generate`) and committed; they run
// at start-up and with `npm run db:migrate`. Never edit a generated migration by hand.
//
// `npm run db:studio` (scripts/db-studio.ts) browses the same database the app uses:
// DATABASE_URL when set, otherwise the embedded PGlite directory, which the script locks
// first so Studio and a running server never open it together.
const databaseUrl = process.env.DATABASE_URL;
const pgliteDir = process.env.HERALD_STUDIO_PGLITE_DIR;

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
  ...(databaseUrl
    ? { dbCredentials: { url: databaseUrl } }
    : pgliteDir
      ? { driver: 'pglite', dbCredentials: { url: pgliteDir } }
      : {}),
});
