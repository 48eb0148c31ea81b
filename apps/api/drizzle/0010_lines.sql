CREATE TABLE "travel_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"name_pinyin" text DEFAULT '' NOT NULL,
	"name_initials" text DEFAULT '' NOT NULL,
	"area_code" text NOT NULL,
	"days" integer NOT NULL,
	"duration_hours" double precision,
	"departure_name_zh" text NOT NULL,
	"departure_name_en" text NOT NULL,
	"departure_address" text NOT NULL,
	"departure_address_en" text NOT NULL,
	"departure_lng" double precision NOT NULL,
	"departure_lat" double precision NOT NULL,
	"departure_coord_quality" text NOT NULL,
	"departure_time" text NOT NULL,
	"itinerary" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"includes_zh" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"includes_en" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"excludes_zh" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"excludes_en" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description_zh" text NOT NULL,
	"description_en" text NOT NULL,
	"source_name" text NOT NULL,
	"source_url" text NOT NULL,
	"sample" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "travel_lines_kind_ck" CHECK ("travel_lines"."kind" IN ('one_day', 'boutique', 'night')),
	CONSTRAINT "travel_lines_days_ck" CHECK ("travel_lines"."days" BETWEEN 1 AND 7)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "travel_lines_slug_uq" ON "travel_lines" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "travel_lines_kind_idx" ON "travel_lines" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "travel_lines_area_idx" ON "travel_lines" USING btree ("area_code");