-- Trigram indexes make the history search (ILIKE '%term%') fast for users with many messages.
-- Available on every mainstream PostgreSQL (contrib) and in PGlite (loaded in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
