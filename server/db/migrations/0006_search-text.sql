DROP INDEX "messages_name_trgm_idx";--> statement-breakpoint
DROP INDEX "messages_role_trgm_idx";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(new_hire_name || E'\x1F' || coalesce(role, ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "messages_search_trgm_idx" ON "messages" USING gin ("search_text" gin_trgm_ops);