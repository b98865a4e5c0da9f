-- docs/decisions/065-a-site-is-one-folder.md: no constraint lists the sites (sites/registry.ts does,
-- checked at input), so a new site needs no migration.
ALTER TABLE "alert_sites" DROP CONSTRAINT "alert_sites_site";--> statement-breakpoint
ALTER TABLE "feeds" DROP CONSTRAINT "feeds_site";--> statement-breakpoint
ALTER TABLE "listings" DROP CONSTRAINT "listings_site";--> statement-breakpoint
ALTER TABLE "site_status" DROP CONSTRAINT "site_status_site";--> statement-breakpoint
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_facebook_url";--> statement-breakpoint
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_websites";--> statement-breakpoint
-- A URL kept beside sites that do not read it (the old check held it only for Facebook's) is not one the alert uses.
UPDATE "subscriptions" SET "facebook_marketplace_url" = NULL WHERE "facebook_marketplace_url" !~ '^https://';--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_search_url" CHECK ("subscriptions"."facebook_marketplace_url" IS NULL OR "subscriptions"."facebook_marketplace_url" ~ '^https://');--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_websites" CHECK (cardinality("subscriptions"."websites_selected") >= 1);