import { sql } from "drizzle-orm";
import { bigserial, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * Ticket cart lines (issue 10, decision 036): a SKU of a ticket product on a Shanghai day and time
 * slot, and how many tickets, kept for a user until bought (the order create of type
 * "ticket_cart" deletes the lines it buys in its own transaction) or removed. No price is kept:
 * the cart shows and the order charges the SKU's price of the moment. One line per (user, SKU,
 * day, slot); adding the same again adds to it.
 */
export const ticketCartItems = pgTable(
  "ticket_cart_items",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    productId: integer("product_id").notNull(),
    skuId: integer("sku_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    slot: text("slot").notNull(),
    quantity: integer("quantity").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("ticket_cart_line_uq").on(t.userId, t.skuId, t.day, t.slot),
    index("ticket_cart_user_idx").on(t.userId, t.id),
    check("ticket_cart_quantity_ck", sql`${t.quantity} BETWEEN 1 AND 10`),
  ],
);
