CREATE TABLE "scenic_media" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"scenic_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"storage_key" text NOT NULL,
	"caption_zh" text NOT NULL,
	"caption_en" text DEFAULT '' NOT NULL,
	"credit" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scenic_tags" (
	"key" text PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scenic_spots" ADD COLUMN "address_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "scenic_spots" ADD COLUMN "hours" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "scenic_spots" ADD COLUMN "hours_note_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "scenic_spots" ADD COLUMN "hours_note_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "scenic_spots" ADD COLUMN "closed_weekdays" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "scenic_spots" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "scenic_spots" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "scenic_spots" ADD COLUMN "rating_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "scenic_media" ADD CONSTRAINT "scenic_media_scenic_id_scenic_spots_id_fk" FOREIGN KEY ("scenic_id") REFERENCES "public"."scenic_spots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scenic_media_scenic_idx" ON "scenic_media" USING btree ("scenic_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "scenic_media_key_uq" ON "scenic_media" USING btree ("storage_key");