CREATE TABLE "exchange_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"per_eur" double precision NOT NULL,
	"rate_date" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_currency" CHECK ("exchange_rates"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "exchange_rates_positive" CHECK ("exchange_rates"."per_eur" > 0)
);
--> statement-breakpoint
CREATE TABLE "feed_events" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"feed_id" uuid NOT NULL,
	"site_id" text NOT NULL,
	"listing_id" text NOT NULL,
	"kind" text NOT NULL,
	"price" integer,
	"price_eur" integer,
	"previous_price" integer,
	"previous_price_eur" integer,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "feed_events_kind" CHECK ("kind" IN ('new', 'price'))
);
--> statement-breakpoint
CREATE TABLE "feed_listings" (
	"feed_id" uuid NOT NULL,
	"site_id" text NOT NULL,
	"listing_id" text NOT NULL,
	"price" integer,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "feed_listings_feed_id_listing_id_pk" PRIMARY KEY("feed_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" text NOT NULL,
	"scope" text NOT NULL,
	"next_crawl_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"interval_seconds" integer DEFAULT 60 NOT NULL,
	"arrivals_per_hour" double precision,
	"page_size" integer,
	"baseline_needed" boolean DEFAULT true NOT NULL,
	"idle_since" timestamp with time zone,
	"last_crawl_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"crawls" integer DEFAULT 0 NOT NULL,
	"pages_fetched" integer DEFAULT 0 NOT NULL,
	"gaps" integer DEFAULT 0 NOT NULL,
	"last_gap_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feeds_site" CHECK ("site_id" IN ('mobile.de', 'autoscout24', 'avto.net', 'olx', 'facebook', 'demo')),
	CONSTRAINT "feeds_interval" CHECK ("feeds"."interval_seconds" > 0)
);
--> statement-breakpoint
CREATE TABLE "host_budgets" (
	"host" text PRIMARY KEY NOT NULL,
	"next_slot_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_prices" (
	"site_id" text NOT NULL,
	"listing_id" text NOT NULL,
	"price" integer,
	"currency" text,
	"price_eur" integer,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "listing_prices_site_id_listing_id_seen_at_pk" PRIMARY KEY("site_id","listing_id","seen_at")
);
--> statement-breakpoint
-- Alerts now read feeds (docs/decisions/008): each running alert takes one new baseline.
DELETE FROM "alert_sites";--> statement-breakpoint
ALTER TABLE "alert_sites" ALTER COLUMN "query_key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_sites" ALTER COLUMN "baseline_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_sites" ALTER COLUMN "last_checked_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_sites" ADD COLUMN "feed_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_sites" ADD COLUMN "cursor" bigint;--> statement-breakpoint
ALTER TABLE "alert_sites" ADD COLUMN "next_delivery_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "model" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "price_eur" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "seller" text;--> statement-breakpoint
ALTER TABLE "site_status" ADD COLUMN "budget_short_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_status" ADD COLUMN "feeds_waiting" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_events" ADD CONSTRAINT "feed_events_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_events" ADD CONSTRAINT "feed_events_site_id_listing_id_listings_site_id_listing_id_fk" FOREIGN KEY ("site_id","listing_id") REFERENCES "public"."listings"("site_id","listing_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_listings" ADD CONSTRAINT "feed_listings_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_listings" ADD CONSTRAINT "feed_listings_site_id_listing_id_listings_site_id_listing_id_fk" FOREIGN KEY ("site_id","listing_id") REFERENCES "public"."listings"("site_id","listing_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_prices" ADD CONSTRAINT "listing_prices_site_id_listing_id_listings_site_id_listing_id_fk" FOREIGN KEY ("site_id","listing_id") REFERENCES "public"."listings"("site_id","listing_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_events_feed_seq_idx" ON "feed_events" USING btree ("feed_id","seq");--> statement-breakpoint
CREATE INDEX "feed_events_at_idx" ON "feed_events" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "feeds_site_scope_unique" ON "feeds" USING btree ("site_id","scope");--> statement-breakpoint
CREATE INDEX "feeds_next_crawl_idx" ON "feeds" USING btree ("next_crawl_at");--> statement-breakpoint
ALTER TABLE "alert_sites" ADD CONSTRAINT "alert_sites_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_sites_feed_idx" ON "alert_sites" USING btree ("feed_id");