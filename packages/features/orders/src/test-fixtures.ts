// Test-only order answers shaped like the API's (contract ZOrderSummary / ZOrderDetail) and a helper the page tests share.
import type { OrderDetail, OrderSummary } from "@wenlv/contract/orders";

/** An order summary; override any field. */
export function summary(over: Partial<OrderSummary> = {}): OrderSummary {
  return {
    order_no: "T202505010001",
    order_id: 1,
    type: "ticket",
    status: "PAID",
    status_label: "已出票",
    product_status: "WAIT_USE",
    order_state: "",
    amount_fen: 16000,
    title: "拙政园",
    sku_name: "成人票",
    title_en: "Humble Administrator's Garden",
    sku_name_en: "Adult",
    day: "2025-05-01",
    slot: "09:00-11:00",
    quantity: 2,
    created_at: "2025-04-30T02:00:00.000Z",
    expires_at: "2025-04-30T02:15:00.000Z",
    refund_count: 0,
    ...over,
  };
}

/** An order detail with two travellers' vouchers; override any field. */
export function detail(over: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...summary(),
    contact_name: "张三",
    contact_phone_masked: "138****8000",
    partner_code: "default",
    paid_at: "2025-04-30T02:05:00.000Z",
    closed_at: null,
    items: [
      {
        id: 11,
        product_type: "ticket",
        product_id: 3,
        sku_id: 5,
        title: "拙政园",
        sku_name: "成人票",
        title_en: "Humble Administrator's Garden",
        sku_name_en: "Adult",
        day: "2025-05-01",
        slot: "09:00-11:00",
        quantity: 2,
        unit_price_fen: 8000,
        product_status: "WAIT_USE",
        product_status_label: "待出行",
        owner_type: "scenic",
        owner_id: 1,
        rules: { refund: { kind: "anytime" }, entry: "id_card", proof: null, sample: true },
        refund_unit_fen: 8000,
      },
    ],
    vouchers: [
      { id: 101, traveller_name: "张三", traveller_id_masked: "320***********1234", code: "V0000000001", qr_status: 0, qr_status_label: "未使用", order_item_id: 11, refunding: false },
      { id: 102, traveller_name: "李四", traveller_id_masked: "320***********5678", code: "V0000000002", qr_status: 1, qr_status_label: "已使用", order_item_id: 11, refunding: false },
    ],
    hint: { title: "预订成功", text: "预订成功，请按预约时间出示二维码使用" },
    can_pay: false,
    can_cancel: false,
    can_refund: true,
    can_rebook: false,
    refunds: [],
    ...over,
  };
}

/** Texts of every `Price` on screen ("¥160.5"); Price splits its text over several spans. */
export function shownPrices(): string[] {
  return Array.from(document.querySelectorAll("[data-fen]"), (el) => el.textContent ?? "");
}
