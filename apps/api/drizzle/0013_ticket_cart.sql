CREATE TABLE "ticket_cart_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"day" date NOT NULL,
	"slot" text NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_cart_quantity_ck" CHECK ("ticket_cart_items"."quantity" BETWEEN 1 AND 10)
);
--> statement-breakpoint
ALTER TABLE "ticket_cart_items" ADD CONSTRAINT "ticket_cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_cart_line_uq" ON "ticket_cart_items" USING btree ("user_id","sku_id","day","slot");--> statement-breakpoint
CREATE INDEX "ticket_cart_user_idx" ON "ticket_cart_items" USING btree ("user_id","id");