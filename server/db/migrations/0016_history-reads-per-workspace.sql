-- The history and the deliveries screen are read per workspace since workspaces (ADR 041):
-- the deliveries screen's ordered indexes (ADR 037) lead with workspace_id, and the counter
-- the triggers keep is per workspace, the count the history and the account show (a per-user
-- counter also counted an account's messages in its teams into its personal history).
-- Rebuilt from messages here.
DROP TRIGGER "messages_count_insert" ON "messages";--> statement-breakpoint
DROP TRIGGER "messages_count_delete" ON "messages";--> statement-breakpoint
DROP FUNCTION "message_counts_add"();--> statement-breakpoint
DROP FUNCTION "message_counts_remove"();--> statement-breakpoint
DROP TABLE "message_counts" CASCADE;--> statement-breakpoint
DROP INDEX "deliveries_user_upcoming_idx";--> statement-breakpoint
DROP INDEX "deliveries_user_finished_idx";--> statement-breakpoint
CREATE INDEX "deliveries_workspace_upcoming_idx" ON "deliveries" USING btree ("workspace_id","due_at","id") WHERE status in ('scheduled', 'sending');--> statement-breakpoint
CREATE INDEX "deliveries_workspace_finished_idx" ON "deliveries" USING btree ("workspace_id",(coalesce("sent_at", "updated_at")) desc,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE TABLE "message_counts" (
	"workspace_id" text PRIMARY KEY NOT NULL,
	"stored" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_counts" ADD CONSTRAINT "message_counts_workspace_id_organization_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Statement triggers, as in 0012: a batch insert or a cascade costs one upsert per workspace.
CREATE FUNCTION "message_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "message_counts" ("workspace_id", "stored")
    SELECT "workspace_id", count(*) FROM "new_messages" GROUP BY "workspace_id"
  ON CONFLICT ("workspace_id") DO UPDATE SET "stored" = "message_counts"."stored" + excluded."stored";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "message_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "message_counts" SET "stored" = "message_counts"."stored" - gone."n"
    FROM (SELECT "workspace_id", count(*) AS "n" FROM "old_messages" GROUP BY "workspace_id") AS gone
    WHERE "message_counts"."workspace_id" = gone."workspace_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "messages_count_insert" AFTER INSERT ON "messages"
  REFERENCING NEW TABLE AS "new_messages" FOR EACH STATEMENT EXECUTE FUNCTION "message_counts_add"();--> statement-breakpoint
CREATE TRIGGER "messages_count_delete" AFTER DELETE ON "messages"
  REFERENCING OLD TABLE AS "old_messages" FOR EACH STATEMENT EXECUTE FUNCTION "message_counts_remove"();--> statement-breakpoint
INSERT INTO "message_counts" ("workspace_id", "stored")
  SELECT "workspace_id", count(*) FROM "messages" GROUP BY "workspace_id";
