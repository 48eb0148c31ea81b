CREATE TABLE "partner_featured" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"spot_id" integer NOT NULL,
	"position" integer NOT NULL,
	"sample" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_offers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"code" text NOT NULL,
	"owner_type" text,
	"owner_id" integer,
	"sku_id" integer,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"threshold_fen" integer DEFAULT 0 NOT NULL,
	"text_zh" text NOT NULL,
	"text_en" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_offers_target_ck" CHECK (("partner_offers"."owner_type" = 'scenic' AND "partner_offers"."owner_id" IS NOT NULL AND "partner_offers"."sku_id" IS NULL) OR ("partner_offers"."owner_type" IS NULL AND "partner_offers"."owner_id" IS NULL AND "partner_offers"."sku_id" IS NOT NULL)),
	CONSTRAINT "partner_offers_kind_ck" CHECK ("partner_offers"."kind" IN ('card_discount', 'points')),
	CONSTRAINT "partner_offers_amount_ck" CHECK ("partner_offers"."amount" > 0 AND "partner_offers"."threshold_fen" >= 0),
	CONSTRAINT "partner_offers_window_ck" CHECK ("partner_offers"."valid_to" > "partner_offers"."valid_from")
);
--> statement-breakpoint
ALTER TABLE "partner_featured" ADD CONSTRAINT "partner_featured_spot_id_scenic_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."scenic_spots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_offers" ADD CONSTRAINT "partner_offers_owner_id_scenic_spots_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."scenic_spots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_offers" ADD CONSTRAINT "partner_offers_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_featured_host_spot_uq" ON "partner_featured" USING btree ("host","spot_id");--> statement-breakpoint
CREATE INDEX "partner_featured_host_position_idx" ON "partner_featured" USING btree ("host","position");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_offers_host_code_uq" ON "partner_offers" USING btree ("host","code");--> statement-breakpoint
CREATE INDEX "partner_offers_owner_idx" ON "partner_offers" USING btree ("host","owner_id");--> statement-breakpoint
CREATE INDEX "partner_offers_sku_idx" ON "partner_offers" USING btree ("host","sku_id");