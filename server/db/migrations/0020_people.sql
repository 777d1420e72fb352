CREATE TABLE "people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"added_by" text,
	"name" text NOT NULL,
	"preferred_name" text,
	"work_email" text NOT NULL,
	"employee_id" text,
	"role" text,
	"team" text,
	"manager_name" text,
	"manager_email" text,
	"location" text,
	"time_zone" text,
	"start_date" date NOT NULL,
	"previous_company" text,
	"expertise" text,
	"fun_fact" text,
	"hobbies" text,
	"do_not_announce" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_workspace_id_organization_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_added_by_user_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "people_workspace_email_idx" ON "people" USING btree ("workspace_id",lower("work_email"));--> statement-breakpoint
CREATE UNIQUE INDEX "people_workspace_employee_id_idx" ON "people" USING btree ("workspace_id","employee_id") WHERE "people"."employee_id" is not null;--> statement-breakpoint
CREATE INDEX "people_workspace_start_idx" ON "people" USING btree ("workspace_id","start_date","id");