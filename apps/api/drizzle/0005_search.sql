CREATE TABLE "search_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"keyword" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scenic_spots" ADD COLUMN "name_pinyin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "scenic_spots" ADD COLUMN "name_initials" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "search_logs_time_idx" ON "search_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "scenic_spots_pinyin_idx" ON "scenic_spots" USING btree ("name_pinyin" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "scenic_spots_initials_idx" ON "scenic_spots" USING btree ("name_initials" text_pattern_ops);