CREATE TABLE "workspace_settings" (
	"workspace_id" text PRIMARY KEY NOT NULL,
	"approval_required" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deliveries" DROP CONSTRAINT "deliveries_status_check";--> statement-breakpoint
DROP INDEX "deliveries_workspace_upcoming_idx";--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "requested_text" text;--> statement-breakpoint
ALTER TABLE "workspace_settings" ADD CONSTRAINT "workspace_settings_workspace_id_organization_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deliveries_workspace_upcoming_idx" ON "deliveries" USING btree ("workspace_id","due_at","id") WHERE status in ('awaiting_approval', 'scheduled', 'sending');--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_decision_check" CHECK (decision is null or decision in ('approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_status_check" CHECK (status in ('awaiting_approval', 'scheduled', 'sending', 'sent', 'failed', 'cancelled', 'rejected', 'expired'));