ALTER TABLE "listings" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "seen_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "notification_outbox_subscription_sent_idx" ON "notification_outbox" USING btree ("subscription_id","sent_at");