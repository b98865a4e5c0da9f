-- docs/decisions/049-site-wide-feeds.md
ALTER TABLE "feeds" ADD COLUMN "planned_period_seconds" integer;--> statement-breakpoint
ALTER TABLE "feeds" ADD COLUMN "baseline_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "brand" text;--> statement-breakpoint
ALTER TABLE "site_status" ADD COLUMN "plan" jsonb;--> statement-breakpoint
-- A feed with a baseline took it no later than its first crawl; its creation is the safe bound.
UPDATE "feeds" SET "baseline_at" = "created_at" WHERE NOT "baseline_needed";
