import type { OrderItem, OrderSummary, Voucher } from "@wenlv/contract/orders";
import { QR_STATUS_LABELS, orderStatusLabel, productStatusLabel, type OrderStatus, type ProductStatus, type ProductType, type QrStatus } from "@wenlv/contract/status";
import type { orderItems, vouchers } from "../../db/schema/index";
import type { OrderRow } from "./lookup";
import { refundUnitFen } from "./refund-policy";
import { readSnapshot, snapshotRules } from "./snapshot";

export type ItemRow = typeof orderItems.$inferSelect;
export type VoucherRow = typeof vouchers.$inferSelect;

/**
 * An order and its items (in id order) as a list entry (ZOrderSummary): title, SKU, day and slot of
 * the first item; `quantity` the places of all items (a line's adult and child fares, a show's
 * zones), except a hotel stay, whose items are its nights of `rooms` rooms each (its `stay` tells
 * nights and rooms). The label follows spec section 4.
 */
export function toSummary(order: OrderRow, items: readonly ItemRow[], refundCount = 0): OrderSummary {
  const first = items[0];
  const stay = readSnapshot(first?.snapshot).stay ?? null;
  const productStatus = (first?.productStatus ?? "CLOSED") as ProductStatus;
  return {
    order_no: order.orderNo,
    order_id: order.id,
    type: order.type as ProductType,
    status: order.status as OrderStatus,
    status_label: orderStatusLabel({ status: order.status, type: order.type, product_status: productStatus, order_state: order.orderState }),
    product_status: productStatus,
    order_state: order.orderState,
    amount_fen: order.amountFen,
    title: first?.title ?? "",
    sku_name: first?.skuName ?? "",
    title_en: readSnapshot(first?.snapshot).en.title,
    sku_name_en: readSnapshot(first?.snapshot).en.sku_name,
    day: first?.day ?? null,
    slot: first?.slot ?? null,
    quantity: stay ? (first?.quantity ?? 0) : items.reduce((n, i) => n + i.quantity, 0),
    created_at: order.createdAt.toISOString(),
    expires_at: order.expiresAt.toISOString(),
    refund_count: refundCount,
    stay,
    item_count: items.length,
  };
}

/** One order line (ZOrderItem). */
export function toItem(item: ItemRow): OrderItem {
  return {
    id: item.id,
    product_type: item.productType as ProductType,
    product_id: item.productId,
    sku_id: item.skuId,
    title: item.title,
    sku_name: item.skuName,
    title_en: readSnapshot(item.snapshot).en.title,
    sku_name_en: readSnapshot(item.snapshot).en.sku_name,
    day: item.day,
    slot: item.slot,
    quantity: item.quantity,
    unit_price_fen: item.unitPriceFen,
    product_status: item.productStatus as ProductStatus,
    product_status_label: productStatusLabel(item.productStatus, item.productType),
    owner_type: readSnapshot(item.snapshot).owner.type,
    owner_id: readSnapshot(item.snapshot).owner.id,
    rules: snapshotRules(item.snapshot),
    refund_unit_fen: refundUnitFen(item),
    seats: readSnapshot(item.snapshot).seats ?? [],
    couple: false,
  };
}

/** One e-ticket (ZVoucher); the traveller's document number was masked when the order was made. */
export function toVoucher(v: VoucherRow): Voucher {
  const qr = v.qrStatus as QrStatus;
  return {
    id: v.id,
    traveller_name: v.travellerName,
    traveller_id_masked: v.travellerIdMasked,
    code: v.code,
    qr_status: qr,
    qr_status_label: QR_STATUS_LABELS[qr] ?? "",
    order_item_id: v.orderItemId,
    refunding: v.refundId !== null && qr === 0,
    seat_code: v.seatCode,
  };
}
