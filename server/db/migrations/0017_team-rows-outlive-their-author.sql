ALTER TABLE "deliveries" DROP CONSTRAINT "deliveries_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "destinations" DROP CONSTRAINT "destinations_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "deliveries" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "destinations" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "url_sealed_for" text;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Hand-written (ADR 043): a saved webhook URL's ciphertext is bound to its adder's id, which
-- now moves to its own column so the URL still opens once user_id is set null.
UPDATE "destinations" SET "url_sealed_for" = "user_id" WHERE "url_ciphertext" IS NOT NULL;
