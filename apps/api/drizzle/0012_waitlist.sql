CREATE TABLE "user_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"product_id" integer NOT NULL,
	"inventory_ids" integer[] NOT NULL,
	"stock_key" text NOT NULL,
	"quantity" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"partner_code" text NOT NULL,
	"channel" text DEFAULT '' NOT NULL,
	"source_port" text DEFAULT 'h5' NOT NULL,
	"source_scene" text DEFAULT '' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"offered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "waitlist_status_ck" CHECK ("waitlist_entries"."status" IN ('waiting', 'offered', 'left', 'lapsed')),
	CONSTRAINT "waitlist_quantity_ck" CHECK ("waitlist_entries"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "user_notices" ADD CONSTRAINT "user_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_notices_user_idx" ON "user_notices" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "waitlist_status_idx" ON "waitlist_entries" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "waitlist_user_idx" ON "waitlist_entries" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "waitlist_order_idx" ON "waitlist_entries" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_one_waiting_uq" ON "waitlist_entries" USING btree ("user_id","stock_key") WHERE "waitlist_entries"."status" = 'waiting';