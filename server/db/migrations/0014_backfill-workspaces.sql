-- Every account gets its personal workspace, owned by it (ADR 041), and everything it has
-- moves in: messages (and with them their options and favourites), destinations, deliveries,
-- the subscriber row and subscriptions. Nothing is deleted; the next migration makes the
-- column NOT NULL, which fails if a row was missed.
INSERT INTO "organization" ("id", "name", "slug", "created_at", "personal_user_id")
SELECT gen_random_uuid()::text, "name", 'personal-' || "id", "created_at", "id"
FROM "user"
WHERE NOT EXISTS (SELECT 1 FROM "organization" o WHERE o."personal_user_id" = "user"."id");
--> statement-breakpoint
INSERT INTO "member" ("id", "organization_id", "user_id", "role", "created_at")
SELECT gen_random_uuid()::text, o."id", o."personal_user_id", 'owner', o."created_at"
FROM "organization" o
WHERE o."personal_user_id" IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE "messages" t SET "workspace_id" = o."id"
FROM "organization" o WHERE o."personal_user_id" = t."user_id" AND t."workspace_id" IS NULL;
--> statement-breakpoint
UPDATE "destinations" t SET "workspace_id" = o."id"
FROM "organization" o WHERE o."personal_user_id" = t."user_id" AND t."workspace_id" IS NULL;
--> statement-breakpoint
UPDATE "deliveries" t SET "workspace_id" = o."id"
FROM "organization" o WHERE o."personal_user_id" = t."user_id" AND t."workspace_id" IS NULL;
--> statement-breakpoint
UPDATE "subscribers" t SET "workspace_id" = o."id"
FROM "organization" o WHERE o."personal_user_id" = t."user_id" AND t."workspace_id" IS NULL;
--> statement-breakpoint
UPDATE "subscriptions" t SET "workspace_id" = o."id"
FROM "organization" o WHERE o."personal_user_id" = t."user_id" AND t."workspace_id" IS NULL;
