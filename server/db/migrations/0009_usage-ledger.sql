CREATE TABLE "usage_months" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identity" text NOT NULL,
	"month" text NOT NULL,
	"time_zone" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "messages_deleted" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quota_reservations" ADD COLUMN "usage_month_id" uuid;--> statement-breakpoint
ALTER TABLE "quota_reservations" ADD COLUMN "process_slot" text;--> statement-breakpoint
ALTER TABLE "quota_reservations" ADD COLUMN "process_boot_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "usage_months_identity_month_idx" ON "usage_months" USING btree ("identity","month");--> statement-breakpoint
CREATE INDEX "usage_months_ends_idx" ON "usage_months" USING btree ("ends_at");--> statement-breakpoint
ALTER TABLE "quota_reservations" ADD CONSTRAINT "quota_reservations_usage_month_id_usage_months_id_fk" FOREIGN KEY ("usage_month_id") REFERENCES "public"."usage_months"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quota_reservations_month_idx" ON "quota_reservations" USING btree ("usage_month_id");--> statement-breakpoint
CREATE INDEX "quota_reservations_slot_idx" ON "quota_reservations" USING btree ("process_slot");