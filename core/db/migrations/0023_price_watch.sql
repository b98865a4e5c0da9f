-- docs/decisions/051-price-watch-and-cold-start.md
CREATE TABLE "feed_price_watch" (
	"feed_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"period_seconds" integer NOT NULL,
	"watched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "feed_price_watch_feed_id_brand_pk" PRIMARY KEY("feed_id","brand"),
	CONSTRAINT "feed_price_watch_period" CHECK ("feed_price_watch"."period_seconds" > 0)
);
--> statement-breakpoint
ALTER TABLE "feed_price_watch" ADD CONSTRAINT "feed_price_watch_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;