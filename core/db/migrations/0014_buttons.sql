CREATE TABLE "alert_hidden_listings" (
	"subscription_id" uuid NOT NULL,
	"site_id" text NOT NULL,
	"listing_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_hidden_listings_subscription_id_site_id_listing_id_pk" PRIMARY KEY("subscription_id","site_id","listing_id")
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "muted_models" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_hidden_listings" ADD CONSTRAINT "alert_hidden_listings_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;