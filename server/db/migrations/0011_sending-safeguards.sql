CREATE TABLE "email_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"confirm_token_hash" text,
	"confirm_sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_recipients_status_check" CHECK (status in ('pending', 'confirmed', 'unsubscribed'))
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "failure_code" text;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "send_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "email_progress" jsonb;--> statement-breakpoint
ALTER TABLE "dev_mails" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "email_recipients" ADD CONSTRAINT "email_recipients_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_recipients_owner_email_idx" ON "email_recipients" USING btree ("owner_id","email");--> statement-breakpoint
CREATE INDEX "email_recipients_owner_created_idx" ON "email_recipients" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_recipients_token_idx" ON "email_recipients" USING btree ("confirm_token_hash") WHERE confirm_token_hash is not null;