import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { TicketOrderCreateData } from "@wenlv/contract/orders";
import type { Db } from "../../db/client";
import { preparedOn } from "../../db/prepared";
import { ensureInventory, saleWindow } from "../../db/seed";
import { slotBlock, ticketRules } from "../../db/ticket-rules";
import { inventory, products, scenicSpots, skus, travellers } from "../../db/schema/index";
import { isValidDay, shanghaiClock, shanghaiDay } from "../../lib/time";
import { userError } from "../../plugins/envelope";
import type { PlacementLine } from "./placement";
import type { ItemSnapshot } from "./snapshot";
import type { SkuRules } from "@wenlv/contract/sku-rules";
import { readSkuRules } from "../../db/sku-rules";

/** What a ticket order line resolves to in the catalogue; the price always comes from here. */
export type ResolvedTicket = {
  productId: number;
  skuId: number;
  inventoryId: number;
  title: string;
  skuName: string;
  en: ItemSnapshot["en"];
  unitPriceFen: number;
  realName: boolean;
  owner: ItemSnapshot["owner"];
  travellers: ItemSnapshot["travellers"];
  /** The SKU's rules now, snapshotted into the item (issue 9). */
  rules: SkuRules;
};

/** A traveller of the buyer as an order reads it (`held`): id, name, masked ID document number. */
export type HeldTraveller = { id: number; name: string; masked: string };

/**
 * The order-create stock check: ONE prepared read of the product (`product`), its SKU (`sku`),
 * the owning spot's names, the inventory row of `day` and `slot` (null when not created yet) and
 * `held`: those of the ids in `travellers` that belong to `user` and are not deleted.
 */
function orderLine(db: Db) {
  return preparedOn(db, "order_line", (d) =>
    d
      .select({
        product: products,
        sku: skus,
        spotName: scenicSpots.nameZh,
        spotNameEn: scenicSpots.nameEn,
        inventoryId: inventory.id,
        held: sql<HeldTraveller[]>`(SELECT coalesce(json_agg(json_build_object('id', ${travellers.id}, 'name', ${travellers.name}, 'masked', ${travellers.idNumberMasked})), '[]'::json)
          FROM ${travellers} WHERE ${travellers.id} = ANY(${sql.placeholder("travellers")}::int[]) AND ${travellers.userId} = ${sql.placeholder("user")} AND ${travellers.deletedAt} IS NULL)`,
      })
      .from(products)
      .leftJoin(skus, and(eq(skus.id, sql.placeholder("sku")), eq(skus.productId, products.id)))
      .leftJoin(scenicSpots, and(eq(products.ownerType, "scenic"), eq(scenicSpots.id, products.ownerId)))
      .leftJoin(inventory, and(eq(inventory.productId, products.id), eq(inventory.day, sql.placeholder("day")), eq(inventory.slot, sql.placeholder("slot"))))
      .where(eq(products.id, sql.placeholder("product")))
      .limit(1)
      .prepare("order_line"),
  );
}

/**
 * Why a ticket line (a SKU of a product on a Shanghai `day` and time `slot`) cannot be booked at
 * `now`, or null: `off_sale` (no such product of type ticket on sale, or SKU of it on sale),
 * `day_passed` / `beyond_window` (not a calendar day, before today, after the product's sales
 * window), `no_slot` (not one of the product's slots), `closed` (a closing day) or `ended` (the
 * slot's booking cut-off has come; ticket-rules `slotBlock`). The one rule of the order create
 * ({@link resolveTicket}) and the ticket cart (ticket-cart/cart.ts); places left are not judged here.
 */
export function ticketLineBlock(
  product: Pick<typeof products.$inferSelect, "type" | "onSale" | "rules"> | null,
  sku: Pick<typeof skus.$inferSelect, "onSale"> | null,
  day: string,
  slot: string,
  now: Date,
): TicketLineBlock | null {
  if (!product || product.type !== "ticket" || !product.onSale || !sku || !sku.onSale) return "off_sale";
  const rules = ticketRules(product.rules);
  const window = saleWindow(now, rules.saleDays);
  if (!isValidDay(day) || day < window.first) return "day_passed";
  if (day > window.last) return "beyond_window";
  if (!rules.slots.includes(slot)) return "no_slot";
  return slotBlock(rules, day, slot, shanghaiDay(now), shanghaiClock(now));
}

/** What {@link ticketLineBlock} can answer. */
export type TicketLineBlock = "off_sale" | "day_passed" | "beyond_window" | "no_slot" | "closed" | "ended";

/** The order create's refusal (code 0) for each {@link TicketLineBlock}. */
const TICKET_LINE_REFUSALS: Readonly<Record<TicketLineBlock, string>> = {
  off_sale: "商品不存在或已下架",
  day_passed: "所选日期不可预订",
  beyond_window: "所选日期不可预订",
  no_slot: "所选时段不可预订",
  closed: "所选日期闭馆，不可预订",
  ended: "该时段已停止预订",
};

/**
 * Resolves a ticket order line against the database before the create statement (one prepared
 * read of product, SKU, spot, inventory row and travellers; the create statement's stock update is
 * what decides the stock):
 * product on sale and of type ticket, SKU of that product on sale, `day` a real day inside the
 * product's sales window (Asia/Shanghai, today + SALE_DAYS) on which the place is open, `slot` one
 * of the product's slots whose booking cut-off has not come (ticket-rules `slotBlock`, the rule the
 * stock answer shows), the inventory row (created on demand), and the travellers: for a
 * real-name product exactly `quantity` distinct travellers of this user, none deleted
 * ({@link checkTravellers}).
 * Errors (code 0): "商品不存在或已下架", "所选日期不可预订", "所选时段不可预订", "所选日期闭馆，不可预订",
 * "该时段已停止预订", and those of {@link checkTravellers}.
 */
export async function resolveTicket(db: Db, userId: number, data: TicketOrderCreateData, now: Date): Promise<ResolvedTicket> {
  // A day that is no calendar day ("2025-02-30") would break the date comparison: it finds no row.
  const [found] = await orderLine(db).execute({
    product: data.product_id,
    sku: data.sku_id,
    day: isValidDay(data.day) ? data.day : null,
    slot: data.slot,
    travellers: data.traveller_ids,
    user: userId,
  });
  const product = found?.product;
  const sku = found?.sku ?? null;
  const block = ticketLineBlock(product ?? null, sku, data.day, data.slot, now);
  if (block) throw userError(TICKET_LINE_REFUSALS[block]);
  if (!product || !sku) throw userError(TICKET_LINE_REFUSALS.off_sale);
  const rules = ticketRules(product.rules);
  const inventoryId = found.inventoryId ?? (await ensureInventory(db, product.id, data.day, rules)).find((r) => r.slot === data.slot)?.id;
  if (inventoryId === undefined) throw userError("所选时段不可预订");

  const chosen = checkTravellers(data.traveller_ids, found.held, product.realName ? data.quantity : null);
  const ownerName = product.ownerType === "scenic" ? (found.spotName ?? "") : "";
  const ownerNameEn = product.ownerType === "scenic" ? (found.spotNameEn ?? "") : "";
  return {
    productId: product.id,
    skuId: sku.id,
    inventoryId,
    title: ownerName || product.name,
    skuName: sku.name,
    en: { title: ownerNameEn || product.nameEn, sku_name: sku.nameEn },
    unitPriceFen: sku.priceFen,
    rules: readSkuRules(sku.rules),
    realName: product.realName,
    owner: { type: product.ownerType, id: product.ownerId, name: ownerName },
    travellers: chosen,
  };
}

/**
 * A resolved ticket line (`t`, of `quantity` places on `day` and `slot`) as an order item to place:
 * its snapshot carries `fingerprint` (the request's, for a retry), the travellers, owner, English
 * names and the SKU's rules of the moment. Used by the ticket cart and the waiting list.
 */
export function ticketPlacementLine(t: ResolvedTicket, line: { day: string; slot: string; quantity: number }, fingerprint: string): PlacementLine {
  const snapshot: ItemSnapshot = { fingerprint, travellers: t.travellers, owner: t.owner, en: t.en, rules: t.rules };
  return {
    productType: "ticket",
    productId: t.productId,
    skuId: t.skuId,
    inventoryId: t.inventoryId,
    title: t.title,
    skuName: t.skuName,
    day: line.day,
    slot: line.slot,
    quantity: line.quantity,
    unitPriceFen: t.unitPriceFen,
    snapshot,
  };
}

/**
 * The travellers of an order as its items snapshot them (one voucher each), checked against those
 * the buyer holds (`held`: those of `ids` that are the user's saved travellers, not deleted; read
 * by the ticket line's prepared read or {@link heldTravellers}). Rules (tickets and travel lines
 * alike): no traveller twice; for a real-name product (`seats` given) exactly `seats` of them, one
 * per place, each with an ID document on file; every one held by the buyer. Answers them in the
 * order asked. Errors (code 0): "出行人不能重复", "请选择N位出行人", "出行人信息有误",
 * "出行人X未填写证件号码，请先完善出行人信息".
 */
export function checkTravellers(ids: readonly number[], held: readonly HeldTraveller[], seats: number | null): ItemSnapshot["travellers"] {
  const unique = [...new Set(ids)];
  if (unique.length !== ids.length) throw userError("出行人不能重复");
  if (seats !== null && unique.length !== seats) throw userError(`请选择${seats}位出行人`);
  const byId = new Map(held.map((t) => [t.id, t]));
  if (byId.size !== unique.length || unique.some((id) => !byId.has(id))) throw userError("出行人信息有误");
  const travellers = unique.map((id) => ({ id, name: byId.get(id)!.name, id_masked: byId.get(id)!.masked }));
  const undocumented = seats === null ? undefined : travellers.find((t) => t.id_masked === "");
  if (undocumented) throw userError(`出行人${undocumented.name}未填写证件号码，请先完善出行人信息`);
  return travellers;
}

/** Those of `ids` that are saved travellers of `userId` and not deleted (for {@link checkTravellers}). */
export async function heldTravellers(db: Db, userId: number, ids: readonly number[]): Promise<HeldTraveller[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: travellers.id, name: travellers.name, masked: travellers.idNumberMasked })
    .from(travellers)
    .where(and(inArray(travellers.id, [...ids]), eq(travellers.userId, userId), isNull(travellers.deletedAt)));
}
