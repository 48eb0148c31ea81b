/*
 * Spec section 4 (no zod here, so the app's start-up bundle carries none; the schemas are in
 * status-schemas.ts): order status, product status, QR status, hints, and the allowed transitions.
 * The API moves state only through a function that checks these tables inside its transaction;
 * the app only reads the labels.
 */

/** Product types an order item can have (spec section 1: what the product sells). */
export const PRODUCT_TYPES = ["ticket", "hotel", "line", "performance", "movie", "food", "merchandise", "venue", "card"] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** `order_state` of a ticket order bought from the ticket cart (spec section 3 order_state, whose "pt" is a group buy; decision 036). */
export const CART_ORDER_STATE = "cart";

/** Order statuses of spec section 4, in the spec's order. */
export const ORDER_STATUSES = [
  "UNPAID",
  "PAID",
  "CLOSED",
  "WAIT_COMMENT",
  "COMPLETED",
  "WAIT_REFUND",
  "REFUND",
  "REFUNDING",
  "REFUND_REFUSE",
  "OFFLINE_REFUND",
  "OFFLINE_WAIT",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** `ORDER_STATUS.PAID === "PAID"`: named constants for code that moves state. */
export const ORDER_STATUS = Object.fromEntries(ORDER_STATUSES.map((s) => [s, s])) as { readonly [K in OrderStatus]: K };

/** Default Chinese label of each order status (type-dependent variants: `orderStatusLabel`). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  UNPAID: "待支付",
  PAID: "已支付",
  CLOSED: "已取消",
  WAIT_COMMENT: "待评价",
  COMPLETED: "已完成",
  WAIT_REFUND: "待退款",
  REFUND: "已退款",
  REFUNDING: "退款中",
  REFUND_REFUSE: "退款被拒绝",
  OFFLINE_REFUND: "已线下退款",
  OFFLINE_WAIT: "待线下退款",
};

/** Product (item) statuses of spec section 4, in the spec's order. */
export const PRODUCT_STATUSES = [
  "CLOSED",
  "WAIT_PAYMENT",
  "PAID",
  "WAIT_CONFIRM",
  "WAIT_USE",
  "WAIT_POST",
  "WAIT_DELIVERY",
  "WAIT_COMMENT",
  "WAIT_REFUND",
  "REFUND",
  "COMPLETED",
  "EXPIRED",
  "REFUNDING",
  "PART_USED",
  "TICKET_ERROR",
  "REFUND_FAIL",
] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
/** `PRODUCT_STATUS.WAIT_USE === "WAIT_USE"`. */
export const PRODUCT_STATUS = Object.fromEntries(PRODUCT_STATUSES.map((s) => [s, s])) as { readonly [K in ProductStatus]: K };

/** Chinese label of each product status; WAIT_USE depends on the type (`productStatusLabel`). */
export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = {
  CLOSED: "已取消",
  WAIT_PAYMENT: "待支付",
  PAID: "出票中",
  WAIT_CONFIRM: "待确认",
  WAIT_USE: "待出行",
  WAIT_POST: "待发货",
  WAIT_DELIVERY: "待收货",
  WAIT_COMMENT: "待评价",
  WAIT_REFUND: "待退款",
  REFUND: "已退订",
  COMPLETED: "已完成",
  EXPIRED: "已过期",
  REFUNDING: "退款审核中",
  PART_USED: "部分使用",
  TICKET_ERROR: "预订失败",
  REFUND_FAIL: "退款失败",
};

/** Types whose WAIT_USE reads 待使用 (to use) rather than 待出行 (awaiting trip), spec section 4. */
const USE_LABEL_TYPES: ReadonlySet<string> = new Set(["movie", "coupon", "food"]);

/**
 * Label of a product status for an item of `type` (spec section 4): WAIT_USE is 待使用 for movie,
 * coupon and food, 待出行 for every other type. Unknown statuses are returned unchanged.
 */
export function productStatusLabel(status: string, type: string): string {
  if (status === "WAIT_USE") return USE_LABEL_TYPES.has(type) ? "待使用" : "待出行";
  return PRODUCT_STATUS_LABELS[status as ProductStatus] ?? status;
}

/** `order_state` value that marks a group-buy order (spec section 3). */
export const GROUP_BUY_ORDER_STATE = "pt";

/** Types whose PAID label follows the ticket issue (spec section 4). */
const ISSUE_LABEL_TYPES: ReadonlySet<string> = new Set(["venue", "ticket", "hotel", "line"]);
/** Types whose refund is a ticket return (退票) rather than a refund (spec section 4). */
const TICKET_RETURN_TYPES: ReadonlySet<string> = new Set(["venue", "ticket"]);

/** The fields `orderStatusLabel` reads; `product_status` is the (first) item's status. */
export type OrderLabelInput = { status: string; type: string; product_status?: string | null; order_state?: string | null };

/**
 * The Chinese label shown for an order (spec section 4):
 * - PAID: group buy (order_state "pt") 已支付，拼团中; venue/ticket/hotel/line by product status:
 *   PAID/WAIT_CONFIRM 待出票, TICKET_ERROR 出票失败, otherwise 已出票;
 * - WAIT_REFUND: failed group 退款中, venue/ticket 退票中;
 * - REFUND: venue/ticket 已退票, otherwise 已退款;
 * - everything else: `ORDER_STATUS_LABELS`. Unknown statuses are returned unchanged.
 */
export function orderStatusLabel(order: OrderLabelInput): string {
  const groupBuy = order.order_state === GROUP_BUY_ORDER_STATE;
  switch (order.status) {
    case "PAID":
      if (groupBuy) return "已支付，拼团中";
      if (ISSUE_LABEL_TYPES.has(order.type)) {
        if (order.product_status === "PAID" || order.product_status === "WAIT_CONFIRM") return "待出票";
        if (order.product_status === "TICKET_ERROR") return "出票失败";
        return "已出票";
      }
      return ORDER_STATUS_LABELS.PAID;
    case "WAIT_REFUND":
      if (groupBuy) return "退款中";
      if (TICKET_RETURN_TYPES.has(order.type)) return "退票中";
      return ORDER_STATUS_LABELS.WAIT_REFUND;
    case "REFUND":
      return TICKET_RETURN_TYPES.has(order.type) ? "已退票" : ORDER_STATUS_LABELS.REFUND;
    default:
      return ORDER_STATUS_LABELS[order.status as OrderStatus] ?? order.status;
  }
}

/** A status hint (spec section 4 "Hints"): a short title and a line of text. */
export type StatusHint = { title: string; text: string };

/** Hints by product status (spec section 4): WAIT_PAYMENT, WAIT_USE, WAIT_COMMENT, CLOSED, REFUND. */
export const STATUS_HINTS: Partial<Record<ProductStatus, StatusHint>> = {
  WAIT_PAYMENT: { title: "待支付", text: "库存有限，请尽快支付" },
  WAIT_USE: { title: "预订成功", text: "预订成功，请按预约时间出示二维码使用" },
  WAIT_COMMENT: { title: "感谢您的使用", text: "感谢您的使用，欢迎再次光临" },
  CLOSED: { title: "订单已取消", text: "订单已取消，可重新预订" },
  REFUND: { title: "订单已取消", text: "订单已取消，可重新预订" },
};

/** The hint for a product status, or null when the spec gives none. */
export function statusHint(productStatus: string): StatusHint | null {
  return STATUS_HINTS[productStatus as ProductStatus] ?? null;
}

/** QR (voucher) status of spec section 4: 0 unused, 1 used, 2 expired, 3 cancelled. */
export const QR_STATUS = { UNUSED: 0, USED: 1, EXPIRED: 2, CANCELLED: 3 } as const;
export type QrStatus = 0 | 1 | 2 | 3;
export const QR_STATUS_LABELS: Record<QrStatus, string> = { 0: "未使用", 1: "已使用", 2: "已过期", 3: "已取消" };

/**
 * Allowed order status moves. UNPAID ends PAID or CLOSED (cancel, timeout); a paid order is used
 * (WAIT_COMMENT, COMPLETED) or refunded (WAIT_REFUND -> REFUNDING -> REFUND, or refused, or done
 * offline). CLOSED, COMPLETED, REFUND and OFFLINE_REFUND are final: a payment that arrives for a
 * CLOSED order is refunded without reopening it.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  UNPAID: ["PAID", "CLOSED"],
  PAID: ["WAIT_COMMENT", "COMPLETED", "WAIT_REFUND", "REFUNDING"],
  CLOSED: [],
  WAIT_COMMENT: ["COMPLETED"],
  COMPLETED: [],
  WAIT_REFUND: ["REFUNDING", "REFUND", "REFUND_REFUSE", "OFFLINE_WAIT"],
  REFUND: [],
  REFUNDING: ["REFUND", "REFUND_REFUSE", "OFFLINE_WAIT"],
  REFUND_REFUSE: ["PAID", "WAIT_REFUND", "COMPLETED"],
  OFFLINE_REFUND: [],
  OFFLINE_WAIT: ["OFFLINE_REFUND"],
};

/** Allowed product (item) status moves; CLOSED, REFUND and COMPLETED are final. */
export const PRODUCT_TRANSITIONS: Readonly<Record<ProductStatus, readonly ProductStatus[]>> = {
  CLOSED: [],
  WAIT_PAYMENT: ["PAID", "WAIT_USE", "WAIT_CONFIRM", "WAIT_POST", "CLOSED"],
  PAID: ["WAIT_USE", "WAIT_CONFIRM", "WAIT_POST", "TICKET_ERROR", "WAIT_REFUND"],
  WAIT_CONFIRM: ["WAIT_USE", "TICKET_ERROR", "WAIT_REFUND"],
  WAIT_USE: ["COMPLETED", "WAIT_COMMENT", "PART_USED", "EXPIRED", "WAIT_REFUND", "REFUNDING"],
  WAIT_POST: ["WAIT_DELIVERY", "WAIT_REFUND"],
  WAIT_DELIVERY: ["WAIT_COMMENT", "COMPLETED"],
  WAIT_COMMENT: ["COMPLETED"],
  WAIT_REFUND: ["REFUNDING", "REFUND", "REFUND_FAIL"],
  REFUND: [],
  COMPLETED: [],
  EXPIRED: ["WAIT_REFUND"],
  REFUNDING: ["REFUND", "REFUND_FAIL"],
  PART_USED: ["COMPLETED", "WAIT_COMMENT", "EXPIRED"],
  TICKET_ERROR: ["WAIT_REFUND", "REFUND"],
  REFUND_FAIL: ["WAIT_USE", "WAIT_REFUND"],
};

/** Which state machine a transition belongs to. */
export type StateMachine = "order" | "product";

/**
 * True when `from -> to` is an allowed move of the `machine` ("order" or "product") table.
 * Unknown statuses and staying in place (`from === to`) are not moves and answer false.
 */
export function canTransition(machine: StateMachine, from: string, to: string): boolean {
  const table: Readonly<Record<string, readonly string[]>> = machine === "order" ? ORDER_TRANSITIONS : PRODUCT_TRANSITIONS;
  const allowed = Object.hasOwn(table, from) ? table[from] : undefined;
  return allowed !== undefined && allowed.includes(to);
}

/** Thrown by `assertTransition` for a move the tables do not allow. */
export class TransitionError extends Error {
  readonly machine: StateMachine;
  readonly from: string;
  readonly to: string;
  constructor(machine: StateMachine, from: string, to: string) {
    super(`${machine} status cannot move from ${from} to ${to}`);
    this.name = "TransitionError";
    this.machine = machine;
    this.from = from;
    this.to = to;
  }
}

/** Throws `TransitionError` unless `canTransition(machine, from, to)`. */
export function assertTransition(machine: StateMachine, from: string, to: string): void {
  if (!canTransition(machine, from, to)) throw new TransitionError(machine, from, to);
}
