CREATE TABLE "people_hook_signatures" (
	"hook_id" text NOT NULL,
	"signature" text NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "people_hook_signatures_hook_id_signature_pk" PRIMARY KEY("hook_id","signature")
);
--> statement-breakpoint
CREATE TABLE "people_hooks" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"secret_ciphertext" text NOT NULL,
	"secret_last4" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "people_hooks_workspace_id_unique" UNIQUE("workspace_id")
);
--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "previous_role" text;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "role_changed_on" date;--> statement-breakpoint
ALTER TABLE "people_hook_signatures" ADD CONSTRAINT "people_hook_signatures_hook_id_people_hooks_id_fk" FOREIGN KEY ("hook_id") REFERENCES "public"."people_hooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people_hooks" ADD CONSTRAINT "people_hooks_workspace_id_organization_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people_hooks" ADD CONSTRAINT "people_hooks_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "people_hook_signatures_seen_idx" ON "people_hook_signatures" USING btree ("seen_at");