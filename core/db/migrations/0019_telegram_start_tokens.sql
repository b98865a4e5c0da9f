-- A start token works once (docs/decisions/044-account-takeover.md); generation 0 keeps the tokens already shown.
ALTER TABLE "telegram_links" ADD COLUMN "link_generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Never set: tokens are spent on use instead of expiring.
ALTER TABLE "telegram_links" DROP COLUMN "link_token_expires_at";
