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
CREATE INDEX "listings_year_km_idx" ON "listings" USING btree ("year","km");