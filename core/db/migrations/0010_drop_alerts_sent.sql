ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_counts";--> statement-breakpoint
ALTER TABLE "subscriptions" DROP COLUMN "alerts_sent";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_counts" CHECK ("subscriptions"."listings_found" >= 0);