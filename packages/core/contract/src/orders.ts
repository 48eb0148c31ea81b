import { z } from "zod";
import { ZPage, ZPageQuery, ZPartnerCode } from "./envelope";
import { MAX_MOVIE_SEATS, MAX_PERFORMANCE_TICKETS, ZSeatCode } from "./seats";
import { ZSkuRules } from "./sku-rules";
import { ZOrderStatus, ZProductStatus, ZProductType, ZQrStatus } from "./status-schemas";

/*
 * Orders and payment wire (spec sections 3, 4, 7; issue 2 section 3). Amounts are integer fen,
 * times are ISO 8601 UTC strings, days are "YYYY-MM-DD" in Asia/Shanghai.
 */

/** Largest quantity one order line may buy. */
export const MAX_ORDER_QUANTITY = 10;
/** How far (ms) a signed payload's `timestamp` may be from the server clock (spec section 7 signing). */
export const ORDER_SIGNATURE_MAX_SKEW_MS = 5 * 60 * 1000;

/** A Shanghai calendar day, "YYYY-MM-DD". */
export const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "日期格式应为 YYYY-MM-DD");
/** Largest row id: the ids of products, SKUs and travellers are PostgreSQL `integer` columns. */
const MAX_ROW_ID = 2_147_483_647;
const ZId = z.number().int().positive().max(MAX_ROW_ID, "编号不正确");
const ZToken = z.string().trim().min(8).max(64).regex(/^[A-Za-z0-9_-]+$/);

/**
 * The fields every order create carries besides its product (spec sections 3 and 7): the contact,
 * the create payload's channel, source_port (h5) and source_scene, and the signing fields.
 */
/** Most coupons one order uses: one platform coupon and one government voucher (decision 037). */
export const MAX_ORDER_COUPONS = 2;

const ORDER_CREATE_COMMON = {
  contact_name: z.string().trim().min(1, "请填写联系人").max(30),
  contact_phone: z.string().trim().regex(/^1[3-9]\d{9}$/, "请填写正确的手机号"),
  channel: z.string().max(32).default(""),
  source_port: z.string().max(16).default("h5"),
  source_scene: z.string().max(64).default(""),
  timestamp: z.number().int().positive(),
  nonce: ZToken,
  idempotency_key: ZToken,
  /**
   * The user's coupons to use (/SelectCoupons; decision 037): at most one platform coupon and one
   * government voucher, unused, valid, covering the order's kind, their thresholds met by the
   * order's amount before discounts. The server prices the discount.
   */
  coupon_ids: z.array(ZId).max(MAX_ORDER_COUPONS, `每单最多使用${MAX_ORDER_COUPONS}张优惠券`).default([]),
};

/**
 * The JSON inside `data` of a ticket order create (spec sections 3 and 7). `timestamp` is ms since
 * the epoch; `nonce` is single-use per session; a retried create with the same `idempotency_key`
 * answers the same order. The price is never sent: the server reads it.
 */
export const ZTicketOrderCreateData = z.object({
  type: z.literal("ticket"),
  product_id: ZId,
  sku_id: ZId,
  day: ZDay,
  slot: z.string().trim().min(1).max(32),
  quantity: z.number().int().min(1).max(MAX_ORDER_QUANTITY),
  traveller_ids: z.array(ZId).max(MAX_ORDER_QUANTITY).default([]),
  ...ORDER_CREATE_COMMON,
});
export type TicketOrderCreateData = z.infer<typeof ZTicketOrderCreateData>;

/** Most rooms of one type in one hotel order. */
export const MAX_HOTEL_ROOMS = 5;
/** Longest hotel stay of one order (nights). */
export const MAX_HOTEL_NIGHTS = 14;

/**
 * The JSON inside `data` of a hotel order create (issue 10, /HotelOrder): a room type (its product
 * and SKU), the stay (`check_in` to `check_out`, Shanghai days; the nights are check-in day up to
 * the day before check-out), `rooms` of it and one guest name per room (入住人). Prices come from
 * the server, night by night.
 */
export const ZHotelOrderCreateData = z.object({
  type: z.literal("hotel"),
  product_id: ZId,
  sku_id: ZId,
  check_in: ZDay,
  check_out: ZDay,
  rooms: z.number().int().min(1, "请选择房间数").max(MAX_HOTEL_ROOMS, `每单最多${MAX_HOTEL_ROOMS}间`),
  guests: z.array(z.string().trim().min(1, "请填写入住人").max(30, "入住人姓名过长")).min(1, "请填写入住人").max(MAX_HOTEL_ROOMS),
  ...ORDER_CREATE_COMMON,
});
export type HotelOrderCreateData = z.infer<typeof ZHotelOrderCreateData>;

/** Most SKU lines (package and age) of one travel-line order. */
export const MAX_LINE_ORDER_SKUS = 6;

/**
 * The JSON inside `data` of a travel-line order create (issue 10, /LineOrder): the line's product,
 * the departure day ("YYYY-MM-DD" Shanghai; the departure time is the line's), and per SKU (a
 * package's adult or child fare, lines.ts ZLinePackage) the travellers who take it: one seat and
 * one voucher per traveller, `traveller_ids` the ids of the buyer's saved travellers (/MyContacts),
 * each with an ID document. At most MAX_ORDER_QUANTITY travellers in all, none twice. Prices come
 * from the server.
 */
export const ZLineOrderCreateData = z.object({
  type: z.literal("line"),
  product_id: ZId,
  day: ZDay,
  skus: z
    .array(
      z.object({
        sku_id: ZId,
        traveller_ids: z.array(ZId).min(1, "请为所选套餐选择出行人").max(MAX_ORDER_QUANTITY, `每单最多${MAX_ORDER_QUANTITY}位出行人`),
      }),
    )
    .min(1, "请选择套餐")
    .max(MAX_LINE_ORDER_SKUS, "所选套餐过多")
    .refine((lines) => lines.reduce((n, l) => n + l.traveller_ids.length, 0) <= MAX_ORDER_QUANTITY, `每单最多${MAX_ORDER_QUANTITY}位出行人`),
  ...ORDER_CREATE_COMMON,
});
export type LineOrderCreateData = z.infer<typeof ZLineOrderCreateData>;

/** A session's start "HH:MM" (Asia/Shanghai). */
const ZSessionTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "场次时间不正确");

/**
 * The JSON inside `data` of a performance order create (issue 10, /PerformOrder, decision 033): the
 * show's product, the session (`day` "YYYY-MM-DD" and `slot` its start "19:30", Shanghai), and
 * either the `seats` chosen on the seat map (a seated hall: each seat's price zone prices it) or,
 * for general admission, the zone's `sku_id` and `quantity` (also a seated hall's waiting-list join,
 * decision 035: the offer picks adjacent seats of the zone). `traveller_ids`: the buyer's saved
 * travellers (/MyContacts) when the show is real-name: one per ticket in the order of `seats` for a
 * large show (hall over LARGE_PERFORMANCE_CAPACITY places), one for the order otherwise. At most the
 * show's own limit (MAX_PERFORMANCE_TICKETS at most). Prices come from the server.
 */
export const ZPerformanceOrderCreateData = z.object({
  type: z.literal("performance"),
  product_id: ZId,
  day: ZDay,
  slot: ZSessionTime,
  seats: z.array(ZSeatCode).max(MAX_PERFORMANCE_TICKETS, `每单最多${MAX_PERFORMANCE_TICKETS}张`).default([]),
  sku_id: ZId.optional(),
  quantity: z.number().int().min(1, "请选择张数").max(MAX_PERFORMANCE_TICKETS, `每单最多${MAX_PERFORMANCE_TICKETS}张`).optional(),
  traveller_ids: z.array(ZId).max(MAX_PERFORMANCE_TICKETS).default([]),
  ...ORDER_CREATE_COMMON,
});
export type PerformanceOrderCreateData = z.infer<typeof ZPerformanceOrderCreateData>;

/**
 * The JSON inside `data` of a film order create (issue 10, /MovieSeat -> /MovieOrder): the film at a
 * cinema (its product), the showtime (`day` and `slot` "19:30|<hall code>" as /api/movie/showtimes
 * answers it) and the seats chosen, at most MAX_MOVIE_SEATS; a couple seat is both its halves (an
 * order create without seats is refused "请选择座位"). A waiting-list join for a sold-out showtime
 * (/api/waitlist/join, decision 035) sends no seats but the seat kind's `sku_id` (普通座 or 情侣座)
 * and `quantity` seats; the offer picks adjacent seats. Prices come from the server (each seat's
 * zone: standard or couple).
 */
export const ZMovieOrderCreateData = z.object({
  type: z.literal("movie"),
  product_id: ZId,
  day: ZDay,
  slot: z.string().trim().min(1, "请选择场次").max(64, "场次不正确"),
  seats: z.array(ZSeatCode).max(MAX_MOVIE_SEATS, `每单最多选${MAX_MOVIE_SEATS}个座位`).default([]),
  sku_id: ZId.optional(),
  quantity: z.number().int().min(1, "请选择张数").max(MAX_MOVIE_SEATS, `每单最多选${MAX_MOVIE_SEATS}个座位`).optional(),
  ...ORDER_CREATE_COMMON,
});
export type MovieOrderCreateData = z.infer<typeof ZMovieOrderCreateData>;

/** Most cart lines one ticket-cart order buys (ticket-cart.ts). */
export const MAX_TICKET_CART_ORDER_LINES = 10;

/**
 * The JSON inside `data` of a ticket-cart order create (issue 10, /TicketCartConfirm; decision 036):
 * several scenic ticket lines (each as a ticket create gives it: product, SKU, day, slot, quantity
 * and, for a real-name product, one traveller per ticket) in ONE order and ONE payment, all placed
 * or none. No (SKU, day, slot) twice. The order is of type "ticket" with `order_state` "cart"; the
 * lines bought leave the buyer's cart in the same transaction. Prices come from the server.
 */
export const ZTicketCartOrderCreateData = z.object({
  type: z.literal("ticket_cart"),
  lines: z
    .array(
      z.object({
        product_id: ZId,
        sku_id: ZId,
        day: ZDay,
        slot: z.string().trim().min(1).max(32),
        quantity: z.number().int().min(1).max(MAX_ORDER_QUANTITY),
        traveller_ids: z.array(ZId).max(MAX_ORDER_QUANTITY).default([]),
      }),
    )
    .min(1, "请选择要购买的门票")
    .max(MAX_TICKET_CART_ORDER_LINES, `每单最多${MAX_TICKET_CART_ORDER_LINES}种门票`)
    .refine((lines) => new Set(lines.map((l) => `${l.sku_id} ${l.day} ${l.slot}`)).size === lines.length, "同一门票同一时段请勿重复选择"),
  ...ORDER_CREATE_COMMON,
});
export type TicketCartOrderCreateData = z.infer<typeof ZTicketCartOrderCreateData>;

/** `data` of an order create, by `type` (more product types join this union in later issues). */
export const ZOrderCreateData = z.discriminatedUnion("type", [ZTicketOrderCreateData, ZTicketCartOrderCreateData, ZHotelOrderCreateData, ZLineOrderCreateData, ZPerformanceOrderCreateData, ZMovieOrderCreateData]);
export type OrderCreateData = z.infer<typeof ZOrderCreateData>;

/**
 * What a feature hands to api-client's `createSignedOrder`: the create data without `timestamp`
 * and `nonce`, which the signer adds (per product type of the union).
 */
export type OrderCreatePayload = Unsigned<z.input<typeof ZOrderCreateData>>;
type Unsigned<T> = T extends unknown ? Omit<T, "timestamp" | "nonce"> : never;

/** Form body of POST /api/order/create: `signature` = hex HMAC-SHA256(signing_key, data). */
export const ZOrderCreateRequest = z.object({
  data: z.string().min(2).max(4096),
  signature: z.string().regex(/^[0-9a-fA-F]{64}$/, "签名格式错误"),
  partner_code: ZPartnerCode.default("default"),
});
export type OrderCreateRequest = z.infer<typeof ZOrderCreateRequest>;

/** `data` of a successful create; `expires_at` is when the unpaid order closes itself. */
export const ZOrderCreated = z.object({
  order_no: z.string(),
  order_id: z.number().int(),
  amount_fen: z.number().int(),
  expires_at: z.string(),
});
export type OrderCreated = z.infer<typeof ZOrderCreated>;

/** Tabs of the order list (/Trades): a tab key or a raw order status may be sent as `status`. */
export const ORDER_LIST_TABS = ["all", "UNPAID", "WAIT_USE", "REFUND"] as const;
export const ZOrderListTab = z.enum(ORDER_LIST_TABS);
export type OrderListTab = z.infer<typeof ZOrderListTab>;
export const ORDER_LIST_TAB_LABELS: Record<OrderListTab, string> = { all: "全部", UNPAID: "待支付", WAIT_USE: "待使用", REFUND: "退款/售后" };
/**
 * Order statuses each tab shows; the WAIT_USE tab shows paid orders with unused tickets. The REFUND
 * tab also shows any order with a refund (a partial refund leaves the order PAID), so such an order
 * is under both 待使用 and 退款/售后, as in the travel apps.
 */
export const ORDER_LIST_TAB_STATUSES: Record<Exclude<OrderListTab, "all">, readonly string[]> = {
  UNPAID: ["UNPAID"],
  WAIT_USE: ["PAID"],
  REFUND: ["WAIT_REFUND", "REFUNDING", "REFUND", "REFUND_REFUSE", "OFFLINE_WAIT", "OFFLINE_REFUND"],
};

const REFUND_TAB_STATUSES: ReadonlySet<string> = new Set(ORDER_LIST_TAB_STATUSES.REFUND);

/** Whether an order status is one of the refund states of the 退款/售后 tab (the order as a whole is being or was refunded). */
export function isRefundStatus(status: string): boolean {
  return REFUND_TAB_STATUSES.has(status);
}

const emptyToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/** Form body of POST /api/order/list. */
export const ZOrderListRequest = ZPageQuery.extend({
  status: z.preprocess(emptyToUndefined, z.union([ZOrderListTab, ZOrderStatus]).optional()),
});
export type OrderListRequest = z.infer<typeof ZOrderListRequest>;

/** Form body naming one order: detail, cancel, refundDetail, pay/create, pay/status. */
export const ZOrderNoRequest = z.object({ order_no: z.string().trim().min(1).max(40) });
export type OrderNoRequest = z.infer<typeof ZOrderNoRequest>;

/**
 * The stay of a hotel order (issue 10): check-in and check-out days (Shanghai, "YYYY-MM-DD"), the
 * nights, rooms, one guest name per room, and the hotel's check-in and check-out times ("HH:MM").
 */
export const ZOrderStay = z.object({
  check_in: z.string(),
  check_out: z.string(),
  nights: z.number().int(),
  rooms: z.number().int(),
  guests: z.array(z.string()),
  check_in_time: z.string(),
  check_out_time: z.string(),
});
export type OrderStay = z.infer<typeof ZOrderStay>;

/** One order in a list. `status_label` follows `orderStatusLabel`; `product_status` is the first item's. */
export const ZOrderSummary = z.object({
  order_no: z.string(),
  order_id: z.number().int(),
  type: ZProductType,
  status: ZOrderStatus,
  status_label: z.string(),
  product_status: ZProductStatus,
  order_state: z.string(),
  amount_fen: z.number().int(),
  title: z.string(),
  sku_name: z.string(),
  /** English title and SKU name ("" when the catalogue has none); English screens prefer them. */
  title_en: z.string().default(""),
  sku_name_en: z.string().default(""),
  day: z.string().nullable(),
  slot: z.string().nullable(),
  quantity: z.number().int(),
  created_at: z.string(),
  expires_at: z.string(),
  /** Refunds asked for on this order, whatever their state: a partly refunded order is listed under 退款/售后 too (issue 9). */
  refund_count: z.number().int().default(0),
  /** A hotel order's stay (its items are its nights); null for every other kind. */
  stay: ZOrderStay.nullable().default(null),
  /** How many items the order has (a ticket-cart order's spots and days, a line's fares, a stay's nights). */
  item_count: z.number().int().default(1),
});
export type OrderSummary = z.infer<typeof ZOrderSummary>;

/** One order line. */
export const ZOrderItem = z.object({
  id: z.number().int(),
  product_type: ZProductType,
  product_id: z.number().int(),
  sku_id: z.number().int(),
  title: z.string(),
  sku_name: z.string(),
  /** English title and SKU name ("" when the catalogue has none); English screens prefer them. */
  title_en: z.string().default(""),
  sku_name_en: z.string().default(""),
  day: z.string().nullable(),
  slot: z.string().nullable(),
  quantity: z.number().int(),
  unit_price_fen: z.number().int(),
  product_status: ZProductStatus,
  product_status_label: z.string(),
  /** What the product belongs to when it was bought ("scenic" and the spot's id), for 再次预订; "" and 0 when unknown. */
  owner_type: z.string().default(""),
  owner_id: z.number().int().default(0),
  /** The SKU's rules as sold (snapshot at create, decision 022); null for orders made before issue 9. */
  rules: ZSkuRules.nullable().default(null),
  /** What one unused ticket of this line would refund now, fen: the unit price less the policy's fee. */
  refund_unit_fen: z.number().int().default(0),
  /** The seats this line holds ("R05-12"), on seated stock (a film, a seated show), from the order's creation on, paid or not; [] otherwise. */
  seats: z.array(z.string()).default([]),
  /** True for a film's couple seats (情侣座): each pair of halves is sold and refunded together (decision 033). */
  couple: z.boolean().default(false),
});
export type OrderItem = z.infer<typeof ZOrderItem>;

/** An e-ticket: one QR code per traveller; the traveller's document number is masked. */
export const ZVoucher = z.object({
  id: z.number().int(),
  traveller_name: z.string(),
  traveller_id_masked: z.string(),
  code: z.string(),
  qr_status: ZQrStatus,
  qr_status_label: z.string(),
  /** The order line the ticket belongs to (ZOrderItem.id), for the refund amount of a choice. */
  order_item_id: z.number().int().default(0),
  /** True while a refund of this ticket is pending (it can be neither used nor refunded again). */
  refunding: z.boolean().default(false),
  /** The seat this ticket is for ("R05-12", shown "5排12座"), on a seated performance or a film; null otherwise (decision 033). */
  seat_code: z.string().nullable().default(null),
});
export type Voucher = z.infer<typeof ZVoucher>;

/** `data` of POST /api/order/detail. */
export const ZOrderDetail = ZOrderSummary.extend({
  /** Money the coupons took off (fen; decision 037): `amount_fen` is what is paid, after it. */
  discount_fen: z.number().int().default(0),
  /** Titles of the coupons the order holds or used. */
  coupons: z.array(z.string()).default([]),
  contact_name: z.string(),
  contact_phone_masked: z.string(),
  partner_code: z.string(),
  paid_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  items: z.array(ZOrderItem),
  vouchers: z.array(ZVoucher),
  hint: z.object({ title: z.string(), text: z.string() }).nullable(),
  can_pay: z.boolean(),
  can_cancel: z.boolean(),
  can_refund: z.boolean(),
  /** A cancelled or refunded ticket order of a scenic spot: 再次预订 opens that spot's ticket again (issue 9). */
  can_rebook: z.boolean().default(false),
  /** The order's refunds, newest first (several when travellers were refunded one by one, issue 9). */
  refunds: z
    .array(z.object({ refund_no: z.string(), amount_fen: z.number().int(), status: z.enum(["PENDING", "DONE"]), travellers: z.array(z.string()) }))
    .default([]),
});
export type OrderDetail = z.infer<typeof ZOrderDetail>;

/**
 * Form body of POST /api/order/refund. `voucher_ids`: the tickets (one per traveller) to refund,
 * comma-separated ("12,13"); empty or absent = every unused ticket of the order (issue 9).
 */
export const ZRefundRequest = z.object({
  order_no: z.string().trim().min(1).max(40),
  reason: z.string().trim().min(1, "请填写退款原因").max(200),
  voucher_ids: z.preprocess(
    emptyToUndefined,
    z
      .string({ error: "请选择要退款的出行人" })
      .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, { error: "请选择要退款的出行人" })
      .transform((v) => [...new Set(v.split(",").map(Number))])
      .optional(),
  ),
});
export type RefundRequest = z.infer<typeof ZRefundRequest>;
export type RefundRequestInput = z.input<typeof ZRefundRequest>;

/** Refund progress: requested by the user (PENDING) and completed by the payment provider (DONE). */
export const ZRefundStatus = z.enum(["PENDING", "DONE"]);
export type RefundStatus = z.infer<typeof ZRefundStatus>;
export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = { PENDING: "退款处理中", DONE: "退款成功" };

/** Form body of POST /api/order/refundDetail: the order, and which of its refunds (default: the latest). */
export const ZRefundDetailRequest = ZOrderNoRequest.extend({
  refund_no: z.preprocess(emptyToUndefined, z.string().trim().max(40).optional()),
});
export type RefundDetailRequest = z.input<typeof ZRefundDetailRequest>;
export type RefundDetailQuery = z.output<typeof ZRefundDetailRequest>;

/** `data` of POST /api/order/refundDetail. */
export const ZRefundDetail = z.object({
  order_no: z.string(),
  refund_no: z.string(),
  /** Names of the travellers whose tickets this refund returns ("" for a ticket without a name). */
  travellers: z.array(z.string()).default([]),
  amount_fen: z.number().int(),
  reason: z.string(),
  status: ZRefundStatus,
  status_label: z.string(),
  order_status: ZOrderStatus,
  order_status_label: z.string(),
  created_at: z.string(),
  done_at: z.string().nullable(),
});
export type RefundDetail = z.infer<typeof ZRefundDetail>;

/** Form body of POST /api/pay/create. */
export const ZPayCreateRequest = ZOrderNoRequest;
export type PayCreateRequest = OrderNoRequest;

/** `data` of POST /api/pay/create: open `pay_url` (the gateway's cashier page). */
export const ZPayCreated = z.object({ pay_url: z.string(), out_trade_no: z.string() });
export type PayCreated = z.infer<typeof ZPayCreated>;

/** `data` of POST /api/pay/status: the order status and whether it has been paid. */
export const ZPayStatus = z.object({ status: ZOrderStatus, paid: z.boolean() });
export type PayStatus = z.infer<typeof ZPayStatus>;

/** `data` of POST /api/order/list. */
export const ZOrderSummaryPage = ZPage(ZOrderSummary);

/** `data` of POST /api/order/refund: the refund's number (its progress: refundDetail). */
export const ZRefundRequested = z.object({ refund_no: z.string() });
export type RefundRequested = z.infer<typeof ZRefundRequested>;
