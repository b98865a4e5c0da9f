CREATE TABLE "alert_market_days" (
	"subscription_id" uuid NOT NULL,
	"day" date NOT NULL,
	"cars" integer NOT NULL,
	"prices" integer[] DEFAULT '{}'::integer[] NOT NULL,
	CONSTRAINT "alert_market_days_subscription_id_day_pk" PRIMARY KEY("subscription_id","day"),
	CONSTRAINT "alert_market_days_counts" CHECK ("alert_market_days"."cars" >= cardinality("alert_market_days"."prices"))
);
--> statement-breakpoint
CREATE TABLE "alert_markets" (
	"subscription_id" uuid PRIMARY KEY NOT NULL,
	"criteria_key" text NOT NULL,
	"since" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_market_days" ADD CONSTRAINT "alert_market_days_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_markets" ADD CONSTRAINT "alert_markets_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_market_days_day_idx" ON "alert_market_days" USING btree ("day");