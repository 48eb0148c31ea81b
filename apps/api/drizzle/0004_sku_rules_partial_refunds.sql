DROP INDEX "refunds_order_uq";--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "rules" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "refund_id" integer;--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "vouchers_refund_idx" ON "vouchers" USING btree ("refund_id");--> statement-breakpoint
-- Before issue 9 an order had at most one refund, for all its tickets: point those tickets at it.
UPDATE "vouchers" SET "refund_id" = r."id" FROM "refunds" r JOIN "order_items" i ON i."order_id" = r."order_id" JOIN "orders" o ON o."id" = r."order_id" WHERE "vouchers"."order_item_id" = i."id" AND "vouchers"."refund_id" IS NULL AND o."status" IN ('WAIT_REFUND', 'REFUND');
