-- docs/decisions/047-credentials-generation.md
ALTER TABLE "users" ADD COLUMN "credentials_generation" integer DEFAULT 0 NOT NULL;