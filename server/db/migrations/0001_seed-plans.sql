-- The two plans of domain/plans.ts (the single source; a test checks they match).
INSERT INTO "subscription_plans" ("name", "display_name", "monthly_message_limit", "tones", "message_types", "price_cents") VALUES
  ('basic', 'Basic Plan', 5, ARRAY['warm_professional','casual_concise','excited_fun'], ARRAY['welcome'], 0),
  ('pro', 'Pro Plan', NULL, ARRAY['warm_professional','excited_fun','casual_concise','inspiring_motivational','friendly_approachable','confident_assertive','creative_playful'], ARRAY['welcome','promotion','achievements'], 1499)
ON CONFLICT ("name") DO UPDATE SET
  "display_name" = EXCLUDED."display_name",
  "monthly_message_limit" = EXCLUDED."monthly_message_limit",
  "tones" = EXCLUDED."tones",
  "message_types" = EXCLUDED."message_types",
  "price_cents" = EXCLUDED."price_cents";
