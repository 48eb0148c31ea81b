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
    stay: null,
    item_count: 1,
    ...over,
  };
}

/** An order detail with two travellers' vouchers; override any field. */
export function detail(over: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...summary(),
    discount_fen: 0,
    coupons: [],
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
        seats: [],
        couple: false,
      },
    ],
    vouchers: [
      { id: 101, traveller_name: "张三", traveller_id_masked: "320***********1234", code: "V0000000001", qr_status: 0, qr_status_label: "未使用", order_item_id: 11, refunding: false, seat_code: null },
      { id: 102, traveller_name: "李四", traveller_id_masked: "320***********5678", code: "V0000000002", qr_status: 1, qr_status_label: "已使用", order_item_id: 11, refunding: false, seat_code: null },
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

/** A paid hotel order: two rooms for the nights of 1 and 2 May (one item per night, one voucher per room and night). */
export function hotelDetail(over: Partial<OrderDetail> = {}): OrderDetail {
  const night = (id: number, day: string, price: number) => ({
    ...detail().items[0]!,
    id,
    product_type: "hotel" as const,
    title: "苏州平江客栈",
    sku_name: "园景大床房",
    title_en: "Pingjiang Lodge Suzhou",
    sku_name_en: "Garden King",
    day,
    slot: "night",
    quantity: 2,
    unit_price_fen: price,
    owner_type: "hotel",
    owner_id: 3,
    rules: { refund: { kind: "before" as const, hours: 24 }, entry: "id_card" as const, proof: null, sample: true },
    refund_unit_fen: price,
    seats: [],
  });
  const voucher = (id: number, item: number, name: string, qr: 0 | 1 = 0) => ({ id, traveller_name: name, traveller_id_masked: "", code: `H${id}`, qr_status: qr, qr_status_label: qr ? "已使用" : "未使用", order_item_id: item, refunding: false, seat_code: null });
  return detail({
    order_no: "H202505010001",
    type: "hotel",
    title: "苏州平江客栈",
    sku_name: "园景大床房",
    day: "2025-05-01",
    slot: "night",
    quantity: 2,
    amount_fen: 252000,
    stay: { check_in: "2025-05-01", check_out: "2025-05-03", nights: 2, rooms: 2, guests: ["王芳", "李娜"], check_in_time: "14:00", check_out_time: "12:00" },
    items: [night(21, "2025-05-01", 58000), night(22, "2025-05-02", 68000)],
    vouchers: [voucher(201, 21, "王芳"), voucher(202, 21, "李娜"), voucher(203, 22, "王芳"), voucher(204, 22, "李娜")],
    hint: { title: "预订成功", text: "预订成功，请按时入住" },
    ...over,
  });
}

/** Texts of every `Price` on screen ("¥160.5"); Price splits its text over several spans. */
export function shownPrices(): string[] {
  return Array.from(document.querySelectorAll("[data-fen]"), (el) => el.textContent ?? "");
}
