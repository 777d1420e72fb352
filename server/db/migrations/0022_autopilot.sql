CREATE TABLE "announcement_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"person_id" uuid,
	"person_name" text NOT NULL,
	"kind" text NOT NULL,
	"effective_date" date NOT NULL,
	"send_date" date NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"draft_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"lease_expires_at" timestamp with time zone,
	"lease_recoveries" integer DEFAULT 0 NOT NULL,
	"retry_at" timestamp with time zone,
	"problem" text,
	"message_id" uuid,
	"reviewer_id" text,
	"reminded_at" timestamp with time zone,
	"delivery_id" uuid,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_events_state_check" CHECK (state in ('scheduled', 'drafting', 'awaiting_review', 'approved', 'sent', 'missed', 'skipped', 'cancelled', 'failed')),
	CONSTRAINT "announcement_events_kind_check" CHECK (kind in ('welcome', 'promotion'))
);
--> statement-breakpoint
CREATE TABLE "autopilot_rules" (
	"workspace_id" text PRIMARY KEY NOT NULL,
	"welcome_enabled" boolean DEFAULT false NOT NULL,
	"promotion_enabled" boolean DEFAULT false NOT NULL,
	"days_ahead" integer DEFAULT 3 NOT NULL,
	"tone" text DEFAULT 'warm_professional' NOT NULL,
	"length" text DEFAULT 'medium' NOT NULL,
	"destination_id" uuid,
	"send_time" text DEFAULT '09:00' NOT NULL,
	"time_zone" text,
	"skip_weekends" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "autopilot_rules_days_ahead_check" CHECK (days_ahead between 1 and 14)
);
--> statement-breakpoint
ALTER TABLE "announcement_events" ADD CONSTRAINT "announcement_events_workspace_id_organization_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_events" ADD CONSTRAINT "announcement_events_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_events" ADD CONSTRAINT "announcement_events_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_events" ADD CONSTRAINT "announcement_events_reviewer_id_user_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_events" ADD CONSTRAINT "announcement_events_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_events" ADD CONSTRAINT "announcement_events_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopilot_rules" ADD CONSTRAINT "autopilot_rules_workspace_id_organization_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopilot_rules" ADD CONSTRAINT "autopilot_rules_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "announcement_events_once_idx" ON "announcement_events" USING btree ("workspace_id","person_id","kind","effective_date");--> statement-breakpoint
CREATE INDEX "announcement_events_draft_idx" ON "announcement_events" USING btree ("draft_at") WHERE state = 'scheduled';--> statement-breakpoint
CREATE INDEX "announcement_events_waiting_idx" ON "announcement_events" USING btree ("send_at") WHERE state in ('scheduled', 'drafting', 'awaiting_review');--> statement-breakpoint
CREATE INDEX "announcement_events_lease_idx" ON "announcement_events" USING btree ("lease_expires_at") WHERE state = 'drafting';--> statement-breakpoint
CREATE INDEX "announcement_events_workspace_send_idx" ON "announcement_events" USING btree ("workspace_id","send_date","id");--> statement-breakpoint
CREATE INDEX "announcement_events_person_idx" ON "announcement_events" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "announcement_events_delivery_idx" ON "announcement_events" USING btree ("delivery_id");