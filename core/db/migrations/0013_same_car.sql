CREATE TABLE "sent_listings" (
	"subscription_id" uuid NOT NULL,
	"site_id" text NOT NULL,
	"listing_id" text NOT NULL,
	"price" integer,
	"currency" text,
	"price_eur" integer,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sent_listings_subscription_id_site_id_listing_id_pk" PRIMARY KEY("subscription_id","site_id","listing_id")
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "vin" text;--> statement-breakpoint
ALTER TABLE "sent_listings" ADD CONSTRAINT "sent_listings_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_listings" ADD CONSTRAINT "sent_listings_site_id_listing_id_listings_site_id_listing_id_fk" FOREIGN KEY ("site_id","listing_id") REFERENCES "public"."listings"("site_id","listing_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listings_vin_idx" ON "listings" USING btree ("vin") WHERE "listings"."vin" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_year_km_idx" ON "listings" USING btree ("year","km");--> statement-breakpoint
-- What alerts were told before the table existed, from their messages (the dedupe key names site and listing): the newest price told wins.
INSERT INTO "sent_listings" ("subscription_id", "site_id", "listing_id", "price", "currency", "price_eur", "sent_at")
SELECT DISTINCT ON (o."subscription_id", l."site_id", l."listing_id") o."subscription_id", l."site_id", l."listing_id", (o."payload"->>'price')::int, o."payload"->>'currency', (o."payload"->>'priceEur')::int, o."created_at"
FROM "notification_outbox" o
JOIN "listings" l ON l."site_id" = split_part(o."dedupe_key", ':', 3) AND l."listing_id" = split_part(o."dedupe_key", ':', 4)
WHERE o."kind" IN ('new_listing', 'price_drop') AND o."subscription_id" IS NOT NULL AND o."status" <> 'failed'
ORDER BY o."subscription_id", l."site_id", l."listing_id", o."created_at" DESC;
