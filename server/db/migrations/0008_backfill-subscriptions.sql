-- Each subscriber row that came from a provider becomes that subscription's row (ADR 018);
-- the subscriber row stays, as the derived plan it already describes.
INSERT INTO "subscriptions" (
  "provider", "id", "user_id", "provider_customer_id", "plan", "status", "grants_plan",
  "cancel_at_period_end", "current_period_end", "provider_modified_at", "created_at", "updated_at"
)
SELECT
  "provider", "provider_subscription_id", "user_id", "provider_customer_id", "plan",
  coalesce("provider_status", "status"), "status" = 'active',
  "cancel_at_period_end", "current_period_end", coalesce("provider_modified_at", "updated_at"),
  "created_at", "updated_at"
FROM "subscribers"
WHERE "provider_subscription_id" IS NOT NULL
ON CONFLICT DO NOTHING;
