-- Remembered devices become secrets the server issues: the rows trusted until now hold client-chosen ids, which
-- are not secrets, so every browser answers one SMS code again.
DELETE FROM "trusted_devices";--> statement-breakpoint
-- Audit rows and sessions keep a device only as its fingerprint (server/auth/devices.ts deviceFingerprint).
UPDATE "audit_events" SET "device_id" = left(encode(sha256(convert_to('device-fingerprint:' || "device_id", 'UTF8')), 'hex'), 12)
  WHERE "device_id" IS NOT NULL;--> statement-breakpoint
UPDATE "sessions" SET "device_id" = left(encode(sha256(convert_to('device-fingerprint:' || "device_id", 'UTF8')), 'hex'), 12);
