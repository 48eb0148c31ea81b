CREATE TABLE "coupon_batches" (
	"rule_id" integer NOT NULL,
	"day" text NOT NULL,
	"stock" integer NOT NULL,
	"claimed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coupon_batches_claimed_ck" CHECK ("coupon_batches"."claimed" BETWEEN 0 AND "coupon_batches"."stock")
);
--> statement-breakpoint
CREATE TABLE "coupon_rules" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"issuer_zh" text NOT NULL,
	"issuer_en" text DEFAULT '' NOT NULL,
	"discount" jsonb NOT NULL,
	"scope" text[] NOT NULL,
	"claim_from" timestamp with time zone NOT NULL,
	"claim_to" timestamp with time zone NOT NULL,
	"release_time" text,
	"daily_stock" integer,
	"total_stock" integer NOT NULL,
	"claimed" integer DEFAULT 0 NOT NULL,
	"valid_days" integer,
	"valid_to" timestamp with time zone,
	"stackable" boolean DEFAULT false NOT NULL,
	"sample" boolean DEFAULT true NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	CONSTRAINT "coupon_rules_kind_ck" CHECK ("coupon_rules"."kind" IN ('platform', 'government')),
	CONSTRAINT "coupon_rules_claimed_ck" CHECK ("coupon_rules"."claimed" BETWEEN 0 AND "coupon_rules"."total_stock"),
	CONSTRAINT "coupon_rules_validity_ck" CHECK ("coupon_rules"."valid_days" IS NOT NULL OR "coupon_rules"."valid_to" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "user_coupons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"rule_id" integer NOT NULL,
	"status" text DEFAULT 'unused' NOT NULL,
	"order_id" integer,
	"source_from" text DEFAULT '' NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "user_coupons_status_ck" CHECK ("user_coupons"."status" IN ('unused', 'locked', 'used', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "coupon_batches" ADD CONSTRAINT "coupon_batches_rule_id_coupon_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."coupon_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_rule_id_coupon_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."coupon_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_batches_rule_day_uq" ON "coupon_batches" USING btree ("rule_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_rules_slug_uq" ON "coupon_rules" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "coupon_rules_kind_idx" ON "coupon_rules" USING btree ("kind","claim_to");--> statement-breakpoint
CREATE UNIQUE INDEX "user_coupons_user_rule_uq" ON "user_coupons" USING btree ("user_id","rule_id");--> statement-breakpoint
CREATE INDEX "user_coupons_user_idx" ON "user_coupons" USING btree ("user_id","status","id");--> statement-breakpoint
CREATE INDEX "user_coupons_order_idx" ON "user_coupons" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "user_coupons_expiry_idx" ON "user_coupons" USING btree ("status","expires_at");