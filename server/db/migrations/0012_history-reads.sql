CREATE TABLE "message_counts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"stored" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "messages_user_created_idx";--> statement-breakpoint
ALTER TABLE "message_counts" ADD CONSTRAINT "message_counts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deliveries_user_upcoming_idx" ON "deliveries" USING btree ("user_id","due_at","id") WHERE status in ('scheduled', 'sending');--> statement-breakpoint
CREATE INDEX "deliveries_user_finished_idx" ON "deliveries" USING btree ("user_id",(coalesce("sent_at", "updated_at")) desc,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "deliveries_message_idx" ON "deliveries" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "message_suggestions_favourite_idx" ON "message_suggestions" USING btree ("message_id") WHERE favourite;--> statement-breakpoint
CREATE INDEX "messages_user_created_id_idx" ON "messages" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- message_counts follows messages in the writing transaction (ADR 037): statement triggers,
-- so a batch insert or a cascade costs one upsert per user, not one per row.
CREATE FUNCTION "message_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "message_counts" ("user_id", "stored")
    SELECT "user_id", count(*) FROM "new_messages" GROUP BY "user_id"
  ON CONFLICT ("user_id") DO UPDATE SET "stored" = "message_counts"."stored" + excluded."stored";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "message_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "message_counts" SET "stored" = "message_counts"."stored" - gone."n"
    FROM (SELECT "user_id", count(*) AS "n" FROM "old_messages" GROUP BY "user_id") AS gone
    WHERE "message_counts"."user_id" = gone."user_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "messages_count_insert" AFTER INSERT ON "messages"
  REFERENCING NEW TABLE AS "new_messages" FOR EACH STATEMENT EXECUTE FUNCTION "message_counts_add"();--> statement-breakpoint
CREATE TRIGGER "messages_count_delete" AFTER DELETE ON "messages"
  REFERENCING OLD TABLE AS "old_messages" FOR EACH STATEMENT EXECUTE FUNCTION "message_counts_remove"();--> statement-breakpoint
INSERT INTO "message_counts" ("user_id", "stored")
  SELECT "user_id", count(*) FROM "messages" GROUP BY "user_id";
