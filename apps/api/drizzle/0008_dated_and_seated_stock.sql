CREATE TABLE "seat_holds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"inventory_id" integer NOT NULL,
	"seat_code" text NOT NULL,
	"order_item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "seat_code" text;--> statement-breakpoint
ALTER TABLE "seat_holds" ADD CONSTRAINT "seat_holds_inventory_id_inventory_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventory"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_holds" ADD CONSTRAINT "seat_holds_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seat_holds_seat_uq" ON "seat_holds" USING btree ("inventory_id","seat_code");--> statement-breakpoint
CREATE INDEX "seat_holds_item_idx" ON "seat_holds" USING btree ("order_item_id");