CREATE TABLE "login_throttles" (
	"email" text NOT NULL,
	"client" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_until" timestamp with time zone,
	"granted" boolean DEFAULT true NOT NULL,
	CONSTRAINT "login_throttles_email_client_pk" PRIMARY KEY("email","client"),
	CONSTRAINT "login_throttles_failures" CHECK ("login_throttles"."failures" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rate_counters" (
	"action" text NOT NULL,
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_counters_action_key_window_start_pk" PRIMARY KEY("action","key","window_start")
);
--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
CREATE INDEX "login_throttles_last_failure_idx" ON "login_throttles" USING btree ("last_failure_at");--> statement-breakpoint
CREATE INDEX "rate_counters_window_idx" ON "rate_counters" USING btree ("window_start");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_confirm_token_unique" ON "waitlist_entries" USING btree ("confirm_token_hash");
--> statement-breakpoint
-- Entries made before addresses were confirmed keep their place in line.
UPDATE "waitlist_entries" SET "confirmed_at" = "created_at";
