CREATE TABLE "alert_sites" (
	"subscription_id" uuid NOT NULL,
	"site_id" text NOT NULL,
	"query_key" text NOT NULL,
	"baseline_at" timestamp with time zone NOT NULL,
	"last_checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "alert_sites_subscription_id_site_id_pk" PRIMARY KEY("subscription_id","site_id"),
	CONSTRAINT "alert_sites_site" CHECK ("site_id" IN ('mobile.de', 'autoscout24', 'avto.net', 'olx', 'facebook', 'demo'))
);
--> statement-breakpoint
CREATE TABLE "site_status" (
	"site_id" text PRIMARY KEY NOT NULL,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"degraded_since" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_failure_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "site_status_site" CHECK ("site_id" IN ('mobile.de', 'autoscout24', 'avto.net', 'olx', 'facebook', 'demo')),
	CONSTRAINT "site_status_failures" CHECK ("site_status"."consecutive_failures" >= 0)
);
--> statement-breakpoint
ALTER TABLE "alert_sites" ADD CONSTRAINT "alert_sites_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;