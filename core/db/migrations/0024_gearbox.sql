-- docs/decisions/060-adding-a-criterion.md: the gearbox an alert asks for, and the one a listing states
ALTER TABLE "listings" ADD COLUMN "gearbox" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "gearbox" text DEFAULT 'any' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_gearbox" CHECK ("gearbox" IN ('any', 'manual', 'automatic'));