import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { orders } from "./orders";
import { users } from "./users";

/**
 * Waiting-list entries (issue 10, decision 035): the order a user would have placed on sold-out
 * stock, kept as its placement lines (stock rows, quantities, prices in fen, snapshots with the
 * travellers chosen up front) and its order fields. `inventory_ids` are the stock rows it needs
 * (a stay's nights), searched with `&&` when places of a row come back. Status: waiting -> offered
 * (an UNPAID order holds the places: `order_id`) -> lapsed when that order closes unpaid; waiting ->
 * left when the user leaves; waiting -> expired when its first day has passed (the sweeper). One waiting entry per user and stock (`stock_key`).
 */
export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    type: text("type").notNull(),
    productId: integer("product_id").notNull(),
    inventoryIds: integer("inventory_ids").array().notNull(),
    /** The sorted stock rows joined ("12,13,14"): one waiting entry per user on the same stock. */
    stockKey: text("stock_key").notNull(),
    quantity: integer("quantity").notNull(),
    lines: jsonb("lines").$type<unknown[]>().notNull(),
    partnerCode: text("partner_code").notNull(),
    channel: text("channel").notNull().default(""),
    sourcePort: text("source_port").notNull().default("h5"),
    sourceScene: text("source_scene").notNull().default(""),
    contactName: text("contact_name").notNull().default(""),
    contactPhone: text("contact_phone").notNull().default(""),
    status: text("status").notNull(),
    orderId: integer("order_id").references(() => orders.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    offeredAt: timestamp("offered_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [
    index("waitlist_status_idx").on(t.status, t.id),
    index("waitlist_user_idx").on(t.userId, t.id),
    index("waitlist_order_idx").on(t.orderId),
    uniqueIndex("waitlist_one_waiting_uq").on(t.userId, t.stockKey).where(sql`${t.status} = 'waiting'`),
    check("waitlist_status_ck", sql`${t.status} IN ('waiting', 'offered', 'left', 'lapsed', 'expired')`),
    check("waitlist_quantity_ck", sql`${t.quantity} > 0`),
  ],
);

/** Notices to a user (a waiting-list offer with its payment deadline): shown in the app, read once opened. */
export const userNotices = pgTable(
  "user_notices",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    link: text("link").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [index("user_notices_user_idx").on(t.userId, t.id)],
);
