CREATE TABLE "listings" (
	"site_id" text NOT NULL,
	"listing_id" text NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"price" integer,
	"currency" text,
	"km" integer,
	"year" integer,
	"fuel" text,
	"location" text,
	"image_url" text,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listings_site_id_listing_id_pk" PRIMARY KEY("site_id","listing_id"),
	CONSTRAINT "listings_site" CHECK ("site_id" IN ('mobile.de', 'autoscout24', 'avto.net', 'olx', 'facebook', 'demo')),
	CONSTRAINT "listings_url" CHECK ("listings"."url" ~ '^https?://'),
	CONSTRAINT "listings_numbers" CHECK (("listings"."price" IS NULL OR "listings"."price" >= 0) AND ("listings"."km" IS NULL OR "listings"."km" >= 0))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_status" CHECK ("status" IN ('pending', 'sent', 'failed')),
	CONSTRAINT "mail_outbox_to" CHECK (position('@' in "mail_outbox"."to") > 1)
);
--> statement-breakpoint
CREATE TABLE "notification_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"language" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"telegram_message_id" bigint,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_outbox_kind" CHECK ("kind" IN ('new_listing', 'price_drop', 'site_degraded', 'notice')),
	CONSTRAINT "notification_outbox_status" CHECK ("status" IN ('pending', 'sent', 'failed')),
	CONSTRAINT "notification_outbox_language" CHECK ("language" IN ('en', 'de', 'fr', 'es', 'it')),
	CONSTRAINT "notification_outbox_sent" CHECK (("notification_outbox"."status" = 'sent') = ("notification_outbox"."sent_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_methods_brand" CHECK ("brand" IN ('visa', 'mastercard', 'other')),
	CONSTRAINT "payment_methods_last4" CHECK ("payment_methods"."last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "payment_methods_expiry" CHECK ("payment_methods"."exp_month" BETWEEN 1 AND 12 AND "payment_methods"."exp_year" BETWEEN 2000 AND 2200)
);
--> statement-breakpoint
CREATE TABLE "seen_listings" (
	"subscription_id" uuid NOT NULL,
	"site_id" text NOT NULL,
	"listing_id" text NOT NULL,
	"last_price" integer,
	"in_baseline" boolean DEFAULT false NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seen_listings_subscription_id_site_id_listing_id_pk" PRIMARY KEY("subscription_id","site_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" text PRIMARY KEY NOT NULL,
	"sess" jsonb NOT NULL,
	"expire" timestamp with time zone NOT NULL,
	"user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"stripe_subscription_id" text,
	"websites_selected" text[] NOT NULL,
	"facebook_marketplace_url" text,
	"update_frequency" text DEFAULT 'hourly' NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"fuel_type" text DEFAULT 'any' NOT NULL,
	"year_min" integer,
	"year_max" integer,
	"mileage_min" integer,
	"mileage_max" integer,
	"price_min" integer,
	"price_max" integer,
	"telegram_username" text NOT NULL,
	"notification_language" text DEFAULT 'en' NOT NULL,
	"price" integer NOT NULL,
	"stripe_price_id" text,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"reserved_until" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"pending_change" jsonb,
	"last_checked_at" timestamp with time zone,
	"next_check_at" timestamp with time zone,
	"listings_found" integer DEFAULT 0 NOT NULL,
	"alerts_sent" integer DEFAULT 0 NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_status" CHECK ("status" IN ('pending_payment', 'active', 'paused', 'past_due', 'cancelling', 'ended')),
	CONSTRAINT "subscriptions_update_frequency" CHECK ("update_frequency" IN ('hourly', '30min', '15min', '5min', '1min')),
	CONSTRAINT "subscriptions_fuel_type" CHECK ("fuel_type" IN ('gasoline', 'diesel', 'electric', 'hybrid', 'plugin_hybrid', 'lpg', 'any')),
	CONSTRAINT "subscriptions_language" CHECK ("notification_language" IN ('en', 'de', 'fr', 'es', 'it')),
	CONSTRAINT "subscriptions_websites" CHECK (cardinality("subscriptions"."websites_selected") >= 1 AND "subscriptions"."websites_selected" <@ ARRAY['mobile.de', 'autoscout24', 'avto.net', 'olx', 'facebook', 'demo']::text[]),
	CONSTRAINT "subscriptions_facebook_url" CHECK ((NOT ('facebook' = ANY("subscriptions"."websites_selected"))) OR coalesce("subscriptions"."facebook_marketplace_url", '') ~ '^https://([a-z]+\.)?facebook\.com/marketplace/'),
	CONSTRAINT "subscriptions_brand" CHECK (length("subscriptions"."brand") > 0),
	CONSTRAINT "subscriptions_model" CHECK (length("subscriptions"."model") > 0),
	CONSTRAINT "subscriptions_telegram_username" CHECK ("subscriptions"."telegram_username" ~ '^[A-Za-z0-9_]{5,32}$'),
	CONSTRAINT "subscriptions_years" CHECK (("subscriptions"."year_min" IS NULL OR "subscriptions"."year_min" BETWEEN 1900 AND 2100) AND ("subscriptions"."year_max" IS NULL OR "subscriptions"."year_max" BETWEEN 1900 AND 2100) AND ("subscriptions"."year_min" IS NULL OR "subscriptions"."year_max" IS NULL OR "subscriptions"."year_min" <= "subscriptions"."year_max")),
	CONSTRAINT "subscriptions_mileage" CHECK (("subscriptions"."mileage_min" IS NULL OR "subscriptions"."mileage_min" BETWEEN 0 AND 1000000) AND ("subscriptions"."mileage_max" IS NULL OR "subscriptions"."mileage_max" BETWEEN 0 AND 1000000) AND ("subscriptions"."mileage_min" IS NULL OR "subscriptions"."mileage_max" IS NULL OR "subscriptions"."mileage_min" <= "subscriptions"."mileage_max")),
	CONSTRAINT "subscriptions_prices" CHECK (("subscriptions"."price_min" IS NULL OR "subscriptions"."price_min" >= 0) AND ("subscriptions"."price_max" IS NULL OR "subscriptions"."price_max" >= 0) AND ("subscriptions"."price_min" IS NULL OR "subscriptions"."price_max" IS NULL OR "subscriptions"."price_min" <= "subscriptions"."price_max")),
	CONSTRAINT "subscriptions_price_positive" CHECK ("subscriptions"."price" > 0),
	CONSTRAINT "subscriptions_counts" CHECK ("subscriptions"."listings_found" >= 0 AND "subscriptions"."alerts_sent" >= 0),
	CONSTRAINT "subscriptions_pending_reservation" CHECK ("subscriptions"."status" <> 'pending_payment' OR "subscriptions"."reserved_until" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "telegram_links" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"link_token_hash" text,
	"link_token_expires_at" timestamp with time zone,
	"chat_id" bigint,
	"telegram_username" text,
	"linked_at" timestamp with time zone,
	"blocked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "telegram_links_linked" CHECK (("telegram_links"."chat_id" IS NULL) = ("telegram_links"."linked_at" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"google_id" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"stripe_customer_id" text,
	"is_email_verified" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_format" CHECK ("users"."username" ~ '^[A-Za-z0-9]{3,20}$'),
	CONSTRAINT "users_email_lowercase" CHECK ("users"."email" = lower("users"."email") AND position('@' in "users"."email") > 1),
	CONSTRAINT "users_language" CHECK ("language" IN ('en', 'de', 'fr', 'es', 'it')),
	CONSTRAINT "users_can_sign_in" CHECK ("users"."password_hash" IS NOT NULL OR "users"."google_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "verification_codes_purpose" CHECK ("purpose" IN ('verify_email', 'reset_password')),
	CONSTRAINT "verification_codes_attempts" CHECK ("verification_codes"."attempts" >= 0),
	CONSTRAINT "verification_codes_expiry" CHECK ("verification_codes"."expires_at" > "verification_codes"."sent_at")
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"invited_at" timestamp with time zone,
	"invite_expires_at" timestamp with time zone,
	"invite_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_email_lowercase" CHECK ("waitlist_entries"."email" = lower("waitlist_entries"."email")),
	CONSTRAINT "waitlist_entries_names" CHECK (length("waitlist_entries"."first_name") >= 2 AND length("waitlist_entries"."last_name") >= 2),
	CONSTRAINT "waitlist_entries_language" CHECK ("language" IN ('en', 'de', 'fr', 'es', 'it')),
	CONSTRAINT "waitlist_entries_invite" CHECK (("waitlist_entries"."invited_at" IS NULL) = ("waitlist_entries"."invite_expires_at" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "worker_heartbeats" (
	"worker_id" text PRIMARY KEY NOT NULL,
	"hostname" text NOT NULL,
	"runtime" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_beat_at" timestamp with time zone NOT NULL,
	CONSTRAINT "worker_heartbeats_runtime" CHECK ("runtime" IN ('node', 'deno'))
);
--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seen_listings" ADD CONSTRAINT "seen_listings_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_links" ADD CONSTRAINT "telegram_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_pending_idx" ON "mail_outbox" USING btree ("created_at") WHERE "mail_outbox"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "notification_outbox_dedupe" ON "notification_outbox" USING btree ("user_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "notification_outbox_due_idx" ON "notification_outbox" USING btree ("next_attempt_at") WHERE "notification_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payment_methods_user_id_idx" ON "payment_methods" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_one_default" ON "payment_methods" USING btree ("user_id") WHERE "payment_methods"."is_default";--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscriptions_user_id_idx" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscriptions_status_idx" ON "subscriptions" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_stripe_subscription_id_unique" ON "subscriptions" USING btree ("stripe_subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "telegram_links_chat_id_unique" ON "telegram_links" USING btree ("chat_id");--> statement-breakpoint
CREATE UNIQUE INDEX "telegram_links_token_unique" ON "telegram_links" USING btree ("link_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_unique" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_id_unique" ON "users" USING btree ("google_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_stripe_customer_id_unique" ON "users" USING btree ("stripe_customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "verification_codes_one_per_purpose" ON "verification_codes" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_email_unique" ON "waitlist_entries" USING btree ("email");--> statement-breakpoint
CREATE INDEX "waitlist_entries_created_at_idx" ON "waitlist_entries" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_invite_token_unique" ON "waitlist_entries" USING btree ("invite_token_hash");--> statement-breakpoint
CREATE INDEX "worker_heartbeats_last_beat_idx" ON "worker_heartbeats" USING btree ("last_beat_at");