import type { TicketCartLine } from "@wenlv/contract/ticket-cart";
import type { ScenicDetail, ScenicListItem, StockResult } from "@wenlv/contract/scenic";
import type { Traveller } from "@wenlv/contract/travellers";
import { scenicListItem } from "@wenlv/app-kit/testing";
import { bookingDays, shanghaiToday } from "./days";

/** A list item as /api/scenic/list answers it (test data), in 姑苏区 or 吴中区. */
export function scenicItem(id: number, name: string, areaCode: ScenicListItem["area_code"] = "320508"): ScenicListItem {
  return scenicListItem(id, name, { area_code: areaCode, area_name: areaCode === "320506" ? "吴中区" : "姑苏区", address: `地址${id}`, lng: 120.62, lat: 31.32, min_price_fen: 4000 });
}

/** 拙政园 with one real-name product of two SKUs (adult 80 yuan, child 40 yuan). */
export const zhuozhengyuan: ScenicDetail = {
  ...scenicItem(1, "拙政园"),
  opening_hours: "07:30-17:30",
  hours: [
    { from: "03-01", to: "11-15", all_day: false, open: "07:30", close: "17:30", last_entry: "17:00" },
    { from: "11-16", to: "02-29", all_day: false, open: "07:30", close: "17:00", last_entry: null },
  ],
  hours_note: "",
  hours_note_en: "",
  closed_weekdays: [],
  phone: "0512-67510286",
  rating: null,
  review_count: 0,
  gallery: [
    { url: "http://res.test/res/scenic/1.svg", kind: "illustration", caption: "示意插画，非实景照片", caption_en: "Illustration, not a photograph", credit: "苏州文旅平台生成" },
    { url: "http://res.test/uploads/scenic/zzy/a.jpg", kind: "photo", caption: "远香堂", caption_en: "Hall of Distant Fragrance", credit: "摄影：测试" },
  ],
  nearby: [{ id: 2, name: "狮子林", name_en: "Lion Grove Garden", lng: 120.625, lat: 31.3225, distance_m: 420 }],
  description: "<p>江南古典园林的代表作。</p><script>alert(1)</script>",
  description_en: "<p>A masterpiece of Jiangnan classical gardens.</p>",
  source_name: "拙政园官方网站",
  source_url: "https://www.szzzy.cn/",
  products: [
    {
      id: 7,
      name: "拙政园门票",
      name_en: "Humble Administrator's Garden ticket",
      real_name: true,
      sale_days: 14,
      slots: ["09:00-11:00", "11:00-13:00"],
      last_entry: null,
      cutoff_minutes: 30,
      skus: [
        { id: 11, code: "ZZY-ADULT", name: "成人票", name_en: "Adult", kind: "adult", price_fen: 8000, rules: { refund: { kind: "anytime" }, entry: "id_card", proof: null, sample: true } },
        { id: 12, code: "ZZY-CHILD", name: "儿童票", name_en: "Child", kind: "child", price_fen: 4000, rules: { refund: { kind: "partial", fee_percent: 10 }, entry: "id_card", proof: "child", sample: true } },
      ],
    },
  ],
};

/**
 * Stock for the next days from today (Asia/Shanghai): day 0 has the first slot sold out and 5
 * left in the second; day 1 is sold out in every slot; day 3 is a closing day of the place (闭馆,
 * as 周一闭馆 gives); days 2 and 4-6 have plenty; later days are outside the sales window (left
 * out, as the API does).
 */
export function stockFixture(): StockResult {
  const days = bookingDays(shanghaiToday(), 7);
  return days.map((day, index) => {
    const closed = index === 3;
    const slot = (name: string, remaining: number) =>
      closed ? { slot: name, capacity: 50, remaining, bookable: false, blocked: "closed" as const } : { slot: name, capacity: 50, remaining, bookable: true };
    return {
      day: day.day,
      closed,
      slots: [slot("09:00-11:00", index <= 1 ? 0 : 50), slot("11:00-13:00", index === 0 ? 5 : index === 1 ? 0 : 50)],
    };
  });
}

/** Three travellers of the user, document numbers masked as the API sends them. */
export const travellers: Traveller[] = [
  { id: 31, name: "张三", id_type: "ID_CARD", id_number_masked: "3205**********1234", phone_masked: "" },
  { id: 32, name: "李四", id_type: "ID_CARD", id_number_masked: "3205**********5678", phone_masked: "" },
  { id: 33, name: "John Smith", id_type: "PASSPORT", id_number_masked: "E1*****89", phone_masked: "" },
];

/** A cart line of 拙政园 (2 adult tickets on 1 May, 09:00-11:00, real-name), for the ticket cart tests. */
export function cartLine(over: Partial<TicketCartLine> = {}): TicketCartLine {
  return {
    id: 1,
    scenic_id: 1,
    scenic_name: "拙政园",
    scenic_name_en: "Humble Administrator's Garden",
    product_id: 7,
    product_name: "拙政园门票",
    product_name_en: "Admission",
    sku_id: 11,
    sku_name: "成人票",
    sku_name_en: "Adult",
    day: "2025-05-01",
    slot: "09:00-11:00",
    quantity: 2,
    unit_price_fen: 8000,
    real_name: true,
    remaining: 20,
    block: null,
    block_label: null,
    ...over,
  };
}

