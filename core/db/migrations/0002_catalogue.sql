CREATE TABLE "catalogue_brands" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "catalogue_brands_slug" CHECK ("catalogue_brands"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "catalogue_models" (
	"brand_slug" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "catalogue_models_brand_slug_slug_pk" PRIMARY KEY("brand_slug","slug"),
	CONSTRAINT "catalogue_models_name" CHECK (length("catalogue_models"."name") > 0)
);
--> statement-breakpoint
ALTER TABLE "catalogue_models" ADD CONSTRAINT "catalogue_models_brand_slug_catalogue_brands_slug_fk" FOREIGN KEY ("brand_slug") REFERENCES "public"."catalogue_brands"("slug") ON DELETE cascade ON UPDATE no action;