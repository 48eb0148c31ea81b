CREATE TABLE "browse_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"uuid" text DEFAULT '' NOT NULL,
	"event" text DEFAULT '' NOT NULL,
	"type" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"drive" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"source_id" text DEFAULT '' NOT NULL,
	"param" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "browse_events_kind_time_idx" ON "browse_events" USING btree ("kind","created_at");