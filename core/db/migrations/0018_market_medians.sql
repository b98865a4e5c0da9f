ALTER TABLE "alert_market_days" ADD COLUMN "median_price" double precision;--> statement-breakpoint
-- The days already counted get their median (docs/decisions/043-market-medians-in-postgres.md).
UPDATE "alert_market_days" SET "median_price" = (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY "price") FROM unnest("prices") AS "price");
