-- API key scopes now need their user's action (src/api/apiKeys.ts SCOPE_ACTIONS): shops:read findshops, points:read
-- earnpointhistory, which the built-in API user role does not carry. A partner whose live key reads shops or points
-- keeps doing so: the action is added for that user, as the owner would on /user-permission. A removal the owner made
-- (a 'deny' row) stays: the key stops, as the owner asked.
INSERT INTO "user_permissions" ("user_id", "action", "effect")
SELECT DISTINCT k."user_id", s."action", 'grant'
FROM "api_keys" k
JOIN (VALUES ('shops:read', 'findshops'), ('points:read', 'earnpointhistory')) AS s("scope", "action") ON k."scopes" @> jsonb_build_array(s."scope")
WHERE k."status" = 'active'
ON CONFLICT DO NOTHING;
