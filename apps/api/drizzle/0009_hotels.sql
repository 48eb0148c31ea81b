CREATE TABLE "hotels" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"area_code" text NOT NULL,
	"address" text NOT NULL,
	"address_en" text NOT NULL,
	"lng" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"star_level" integer NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"check_in" text NOT NULL,
	"check_out" text NOT NULL,
	"facilities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description_zh" text NOT NULL,
	"description_en" text NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating_total" integer DEFAULT 0 NOT NULL,
	"source_name" text NOT NULL,
	"source_url" text NOT NULL,
	"sample" boolean DEFAULT true NOT NULL,
	"name_pinyin" text DEFAULT '' NOT NULL,
	"name_initials" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotels_star_ck" CHECK ("hotels"."star_level" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "hotels_slug_uq" ON "hotels" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "hotels_area_idx" ON "hotels" USING btree ("area_code");