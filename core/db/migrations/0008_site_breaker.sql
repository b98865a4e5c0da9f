CREATE TABLE "site_fetches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"blocked" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_status" ADD COLUMN "backoff_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_status" ADD COLUMN "blocked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_status" ADD COLUMN "probe_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_status" ADD COLUMN "last_block_edge" text;--> statement-breakpoint
CREATE INDEX "site_fetches_site_at_idx" ON "site_fetches" USING btree ("site_id","at");--> statement-breakpoint
CREATE INDEX "listings_site_first_seen_idx" ON "listings" USING btree ("site_id","first_seen_at");--> statement-breakpoint
ALTER TABLE "site_status" ADD CONSTRAINT "site_status_backoff" CHECK ("site_status"."backoff_seconds" >= 0);