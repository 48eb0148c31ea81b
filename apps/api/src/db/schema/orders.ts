import { sql } from "drizzle-orm";
import { bigserial, check, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { inventory } from "./catalogue";
import { users } from "./users";

/**
 * Orders of every product type. Status values are the spec section 4 order statuses; moves between
 * them go through the transition table in @wenlv/contract/status only.
 */
export const orders = pgTable(
  "orders",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderNo: text("order_no").notNull(),
    userId: integer("user_id").notNull().references(() => users.id),
    type: text("type").notNull(),
    status: text("status").notNull(),
    amountFen: integer("amount_fen").notNull(),
    /** Money the coupons took off (decision 037); `amount_fen` is what is paid, after it. */
    discountFen: integer("discount_fen").notNull().default(0),
    partnerCode: text("partner_code").notNull(),
    channel: text("channel").notNull().default(""),
    sourcePort: text("source_port").notNull().default("h5"),
    sourceScene: text("source_scene").notNull().default(""),
    orderState: text("order_state").notNull().default(""),
    idempotencyKey: text("idempotency_key").notNull(),
    contactName: text("contact_name").notNull().default(""),
    contactPhone: text("contact_phone").notNull().default(""),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_order_no_uq").on(t.orderNo),
    uniqueIndex("orders_user_idem_uq").on(t.userId, t.idempotencyKey),
    index("orders_user_status_idx").on(t.userId, t.status),
    index("orders_status_expires_idx").on(t.status, t.expiresAt),
    check("orders_amount_ck", sql`${t.amountFen} >= 0`),
  ],
);

/** Order items: one product/SKU line with its own product status (spec section 4). */
export const orderItems = pgTable(
  "order_items",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: integer("order_id").notNull().references(() => orders.id),
    productType: text("product_type").notNull(),
    productId: integer("product_id").notNull(),
    skuId: integer("sku_id").notNull(),
    inventoryId: integer("inventory_id"),
    title: text("title").notNull(),
    skuName: text("sku_name").notNull(),
    day: date("day", { mode: "string" }),
    slot: text("slot"),
    quantity: integer("quantity").notNull(),
    unitPriceFen: integer("unit_price_fen").notNull(),
    /** This item's share of the order's coupon discount (decision 037), spread over its vouchers when issued. */
    discountFen: integer("discount_fen").notNull().default(0),
    productStatus: text("product_status").notNull(),
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index("order_items_order_idx").on(t.orderId), check("order_items_qty_ck", sql`${t.quantity} > 0`)],
);

/**
 * Vouchers (e-tickets): one QR code per traveller; qr_status 0 unused, 1 used, 2 expired, 3 cancelled.
 * `refundId`: the refund that returns this ticket, set once by one conditional UPDATE
 * (`WHERE refund_id IS NULL AND qr_status = 0`), so a ticket is never refunded twice (decision 022).
 */
export const vouchers = pgTable(
  "vouchers",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderItemId: integer("order_item_id").notNull().references(() => orderItems.id),
    travellerId: integer("traveller_id"),
    travellerName: text("traveller_name").notNull().default(""),
    travellerIdMasked: text("traveller_id_masked").notNull().default(""),
    /** The seat this ticket is for ("7-12": row 7, seat 12), on seated stock only (decision 033). */
    seatCode: text("seat_code"),
    code: text("code").notNull(),
    qrStatus: smallint("qr_status").notNull().default(0),
    /** This ticket's share of its item's coupon discount (decision 037): a refund returns its unit price less this. */
    discountFen: integer("discount_fen").notNull().default(0),
    refundId: integer("refund_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("vouchers_code_uq").on(t.code), index("vouchers_refund_idx").on(t.refundId), check("vouchers_qr_status_ck", sql`${t.qrStatus} BETWEEN 0 AND 3`)],
);

/**
 * Seats held by order items (decision 033): one row per seat of a seated stock row (a show's
 * session, a film's showtime). The UNIQUE key on (stock row, seat) is the judge of who gets a seat:
 * a second hold of it fails its insert (SQLSTATE 23505) and the whole placement rolls back. Rows go
 * when the unpaid order closes or the seat's ticket is refunded.
 */
export const seatHolds = pgTable(
  "seat_holds",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    inventoryId: integer("inventory_id")
      .notNull()
      .references(() => inventory.id),
    seatCode: text("seat_code").notNull(),
    orderItemId: integer("order_item_id")
      .notNull()
      .references(() => orderItems.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("seat_holds_seat_uq").on(t.inventoryId, t.seatCode), index("seat_holds_item_idx").on(t.orderItemId)],
);

/** Payments: one row per pay attempt; `outTradeNo` unique so a replayed notify changes nothing. */
export const payments = pgTable(
  "payments",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: integer("order_id").notNull().references(() => orders.id),
    provider: text("provider").notNull(),
    outTradeNo: text("out_trade_no").notNull(),
    amountFen: integer("amount_fen").notNull(),
    status: text("status").notNull(),
    providerTradeNo: text("provider_trade_no"),
    rawNotify: jsonb("raw_notify").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("payments_out_trade_no_uq").on(t.outTradeNo), index("payments_order_idx").on(t.orderId)],
);

/**
 * Refunds: requested by the user, completed by the provider. Several per order (issue 9: one
 * traveller at a time); the tickets each returns point at it (`vouchers.refund_id`).
 */
export const refunds = pgTable(
  "refunds",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: integer("order_id").notNull().references(() => orders.id),
    refundNo: text("refund_no").notNull(),
    amountFen: integer("amount_fen").notNull(),
    reason: text("reason").notNull().default(""),
    status: text("status").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp("done_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("refunds_refund_no_uq").on(t.refundNo), index("refunds_order_idx").on(t.orderId)],
);
