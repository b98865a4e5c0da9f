-- docs/decisions/044-account-takeover.md
ALTER TABLE "telegram_links" ADD COLUMN "link_generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_proved_at" timestamp with time zone;--> statement-breakpoint
-- Proved: verified, vouched for by Google, or ever past an alert's checkout, which needs a verified
-- address (an e-mail change waiting for its code leaves the old, proved address in place).
UPDATE "users" SET "email_proved_at" = now()
WHERE "is_email_verified" OR "google_id" IS NOT NULL OR EXISTS (SELECT 1 FROM "subscriptions" WHERE "subscriptions"."user_id" = "users"."id");--> statement-breakpoint
-- Every start token shown before is spent: a screenshot or a forwarded mail of one links nothing.
-- The next view of a link records a new one.
UPDATE "telegram_links" SET "link_token_hash" = NULL, "link_generation" = 1;
