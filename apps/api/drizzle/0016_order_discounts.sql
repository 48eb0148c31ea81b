ALTER TABLE "order_items" ADD COLUMN "discount_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "discount_fen" integer DEFAULT 0 NOT NULL;