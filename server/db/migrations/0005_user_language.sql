-- The language a user's security notices are written in (server/auth/securityNotices.ts): learnt from the app's
-- Accept-Language at sign-in, reset and password change; null until then (notices are then in both languages).
ALTER TABLE "users" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_check" CHECK ("locale" in ('en', 'vi'));