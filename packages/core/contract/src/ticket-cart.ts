import { z } from "zod";
import { MAX_ORDER_QUANTITY, ZDay } from "./orders";

export { MAX_TICKET_CART_ORDER_LINES } from "./orders";

/*
 * The ticket cart (spec section 2: /TicketCartOrder, /TicketCartConfirm, /TicketCartOrderDetail;
 * issue 10; docs/decisions/036-ticket-cart.md): a logged-in visitor keeps scenic tickets of
 * several spots, SKUs, days and time slots in a cart on the server (so it follows them from
 * WeChat to the bank app), then buys the lines they tick in ONE order and ONE payment
 * (ZTicketCartOrderCreateData in orders.ts). Amounts are integer fen, days "YYYY-MM-DD" Shanghai.
 */

/** Most lines a cart keeps (a line: one SKU on one day and slot). */
export const MAX_TICKET_CART_LINES = 20;

/**
 * Why a cart line cannot be bought now, checked against the catalogue and the stock on every
 * read (never only on submit): withdrawn product or SKU, a day before today or beyond the sales
 * window, a closing day, a slot past its booking cut-off, no places left, fewer places than the
 * line asks (the app lowers the quantity).
 */
export const TICKET_CART_BLOCKS = ["off_sale", "day_passed", "beyond_window", "closed", "ended", "sold_out", "too_few"] as const;
export const ZTicketCartBlock = z.enum(TICKET_CART_BLOCKS);
export type TicketCartBlock = z.infer<typeof ZTicketCartBlock>;

/** Chinese text of each {@link TICKET_CART_BLOCKS} (the API's messages; the app translates by key). */
export const TICKET_CART_BLOCK_LABELS: Readonly<Record<TicketCartBlock, string>> = {
  off_sale: "商品已下架",
  day_passed: "游玩日期已过",
  beyond_window: "超出可预订日期",
  closed: "所选日期闭馆",
  ended: "该时段已停止预订",
  sold_out: "该时段已售罄",
  too_few: "余票不足",
};

const id = (msg: string) => z.coerce.number({ error: msg }).int({ error: msg }).positive({ error: msg }).max(2_147_483_647, { error: msg });
const ZQuantity = z.coerce
  .number({ error: "请选择数量" })
  .int({ error: "请选择数量" })
  .min(1, { error: "数量至少为1" })
  .max(MAX_ORDER_QUANTITY, { error: `每个时段最多购买${MAX_ORDER_QUANTITY}张` });

/**
 * Form body of POST /api/ticketCart/add: one SKU of a ticket product on a day and time slot.
 * Adding a line already in the cart adds to its quantity (at most MAX_ORDER_QUANTITY).
 */
export const ZTicketCartAddRequest = z.object({
  product_id: id("商品不存在"),
  sku_id: id("商品不存在"),
  day: ZDay,
  slot: z.string().trim().min(1, "请选择入园时段").max(32, "所选时段不可预订"),
  quantity: ZQuantity,
});
export type TicketCartAddRequest = z.infer<typeof ZTicketCartAddRequest>;

/** `data` of an add: the line (new or grown) and how many lines the cart now has. */
export const ZTicketCartAdded = z.object({ id: z.number().int(), count: z.number().int() });
export type TicketCartAdded = z.infer<typeof ZTicketCartAdded>;

/** Form body of POST /api/ticketCart/update: a line's new quantity. */
export const ZTicketCartUpdateRequest = z.object({ id: id("购物车中没有该商品"), quantity: ZQuantity });
export type TicketCartUpdateRequest = z.infer<typeof ZTicketCartUpdateRequest>;

/** Form body of POST /api/ticketCart/remove: the lines to remove, comma-separated ids ("3,4"). */
export const ZTicketCartRemoveRequest = z.object({
  ids: z
    .string({ error: "请选择要删除的商品" })
    .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, { error: "请选择要删除的商品" })
    .transform((v) => [...new Set(v.split(",").map(Number))]),
});
export type TicketCartRemoveRequest = z.infer<typeof ZTicketCartRemoveRequest>;
export type TicketCartRemoveInput = z.input<typeof ZTicketCartRemoveRequest>;

/**
 * One cart line as the catalogue and the stock stand now: the spot (`scenic_id` 0 when the product
 * has no spot), product and SKU names (English "" when none), day and slot, the quantity kept, the
 * SKU's price now (fen), whether the product is real-name (one traveller per ticket), the slot's
 * places left (null when the line is blocked before stock is known), and `block`: null when it can
 * be bought as it stands, else why not.
 */
export const ZTicketCartLine = z.object({
  id: z.number().int(),
  scenic_id: z.number().int(),
  scenic_name: z.string(),
  scenic_name_en: z.string(),
  product_id: z.number().int(),
  product_name: z.string(),
  product_name_en: z.string(),
  sku_id: z.number().int(),
  sku_name: z.string(),
  sku_name_en: z.string(),
  day: z.string(),
  slot: z.string(),
  quantity: z.number().int(),
  unit_price_fen: z.number().int(),
  real_name: z.boolean(),
  remaining: z.number().int().nullable(),
  block: ZTicketCartBlock.nullable(),
  block_label: z.string().nullable(),
});
export type TicketCartLine = z.infer<typeof ZTicketCartLine>;

/** `data` of POST /api/ticketCart/list: the lines, oldest first. */
export const ZTicketCartList = z.object({ list: z.array(ZTicketCartLine) });
export type TicketCartList = z.infer<typeof ZTicketCartList>;
