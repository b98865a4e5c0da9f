ALTER TABLE "notification_outbox" DROP CONSTRAINT "notification_outbox_kind";--> statement-breakpoint
ALTER TABLE "notification_outbox" DROP CONSTRAINT "notification_outbox_status";--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "digest_id" uuid;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "quiet_from" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "quiet_until" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
UPDATE "subscriptions" SET "time_zone" = CASE "notification_language" WHEN 'de' THEN 'Europe/Berlin' WHEN 'fr' THEN 'Europe/Paris' WHEN 'es' THEN 'Europe/Madrid' WHEN 'it' THEN 'Europe/Rome' ELSE 'Europe/London' END;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "quiet_bypass_percent" integer;--> statement-breakpoint
CREATE INDEX "notification_outbox_held_idx" ON "notification_outbox" USING btree ("held_until") WHERE "notification_outbox"."status" = 'held' AND "notification_outbox"."digest_id" IS NULL;--> statement-breakpoint
CREATE INDEX "notification_outbox_digest_idx" ON "notification_outbox" USING btree ("digest_id") WHERE "notification_outbox"."digest_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_held" CHECK ("notification_outbox"."status" <> 'held' OR "notification_outbox"."held_until" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_kind" CHECK ("kind" IN ('new_listing', 'price_drop', 'site_degraded', 'notice', 'digest'));--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_status" CHECK ("status" IN ('pending', 'sent', 'failed', 'held'));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_quiet_hours" CHECK (("subscriptions"."quiet_from" IS NULL) = ("subscriptions"."quiet_until" IS NULL) AND ("subscriptions"."quiet_from" IS NULL OR ("subscriptions"."quiet_from" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND "subscriptions"."quiet_until" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND "subscriptions"."quiet_from" <> "subscriptions"."quiet_until")) AND ("subscriptions"."quiet_bypass_percent" IS NULL OR "subscriptions"."quiet_bypass_percent" BETWEEN 1 AND 90));