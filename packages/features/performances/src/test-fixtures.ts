import type { PerformDetail, PerformListItem, PerformSessions } from "@wenlv/contract/performances";
import { DEFAULT_SKU_RULES } from "@wenlv/contract/sku-rules";
import type { SeatMap } from "@wenlv/contract/seats";
import type { Traveller } from "@wenlv/contract/travellers";
import { addDays, shanghaiDay } from "@wenlv/validation/days";

/** The ISO UTC start of a Shanghai `day` at `time` ("19:40" -> 11:40Z). */
export function startsAt(day: string, time: string): string {
  const [h, m] = time.split(":").map(Number);
  return new Date(Date.parse(`${day}T00:00:00Z`) + ((h! - 8) * 60 + m!) * 60_000).toISOString();
}

/** The first session day of the fixtures: three days from today (Shanghai), so every session is on sale. */
export const firstDay = addDays(shanghaiDay(), 3);

/** 园林版昆曲《浮生六记》: general admission (one zone of 30 places), one ID per order. */
export const gardenListItem: PerformListItem = {
  id: 2,
  slug: "six-records-garden-kunqu",
  product_id: 902,
  name: "园林版昆曲《浮生六记》",
  name_en: "Six Records of a Floating Life, Kunqu in the Garden",
  category: "kunqu",
  category_name: "昆曲",
  venue_id: 5,
  venue_name: "沧浪亭（园林实景演出）",
  venue_name_en: "Canglang Pavilion (garden promenade stage)",
  hall_name: "园林实景（移步观演）",
  hall_name_en: "Garden promenade",
  area_code: "320508",
  area_name: "姑苏区",
  area_name_en: "Gusu District",
  cover: "http://img.test/res/perform/six-records-garden-kunqu.svg",
  min_price_fen: 48000,
  first_day: firstDay,
  last_day: addDays(firstDay, 1),
  real_name: "per_order",
  sample: true,
};

/** The same show's detail. */
export const gardenDetail: PerformDetail = {
  ...gardenListItem,
  duration_minutes: 90,
  age_limit: "建议12岁以上观看",
  age_limit_en: "Recommended for ages 12 and up",
  description: "在沈复与芸娘曾同游的沧浪亭里夜间搬演。",
  description_en: "An immersive night-time Kunqu walk through the garden.",
  source_name: "北京晚报",
  source_url: "https://example.org/garden-kunqu",
  venue: { id: 5, slug: "canglangting-garden-stage", name: "沧浪亭（园林实景演出）", name_en: "Canglang Pavilion (garden promenade stage)", address: "江苏省苏州市姑苏区沧浪亭街3号", address_en: "3 Canglangting Street, Gusu District, Suzhou", lng: 120.625, lat: 31.295 },
  hall: { code: "CLT-GARDEN", name: "园林实景（移步观演）", name_en: "Garden promenade", capacity: 30 },
  seated: false,
  zones: [{ sku_id: 9021, code: "GA", name: "不对号入场", name_en: "General admission", price_fen: 48000 }],
  max_per_order: 4,
  rules: { ...DEFAULT_SKU_RULES, refund: { kind: "before", hours: 48 }, entry: "qr", sample: true },
  sale_cutoff_minutes: 60,
};

/** Its sessions: the first day's 19:40 with 3 places left, the next day's sold out. */
export function gardenSessions(left = 3): PerformSessions {
  const zone = gardenDetail.zones[0]!;
  return {
    id: 2,
    product_id: 902,
    seated: false,
    sessions: [
      { day: firstDay, slot: "19:40", starts_at: startsAt(firstDay, "19:40"), zones: [{ ...zone, remaining: left }], remaining: left, bookable: left > 0 },
      { day: addDays(firstDay, 1), slot: "19:40", starts_at: startsAt(addDays(firstDay, 1), "19:40"), zones: [{ ...zone, remaining: 0 }], remaining: 0, bookable: false },
    ],
  };
}

/** A stadium concert: a seated hall of 45,000 places, so one attendee with an ID per ticket (一人一票). */
export const stadiumDetail: PerformDetail = {
  ...gardenDetail,
  id: 9,
  slug: "stadium-pop-concert-sample",
  product_id: 909,
  name: "体育场流行音乐会（示例）",
  name_en: "Stadium Pop Concert (sample)",
  category: "concert",
  category_name: "音乐会",
  venue_name: "苏州奥林匹克体育中心",
  venue_name_en: "Suzhou Olympic Sports Centre",
  hall_name: "体育场",
  hall_name_en: "Stadium",
  area_code: "320510",
  area_name: "苏州工业园区",
  area_name_en: "Suzhou Industrial Park",
  venue: { id: 11, slug: "suzhou-olympic-sports-centre", name: "苏州奥林匹克体育中心", name_en: "Suzhou Olympic Sports Centre", address: "苏州工业园区中新大道东", address_en: "Zhongxin Avenue East, Suzhou Industrial Park", lng: 120.75, lat: 31.3 },
  hall: { code: "SZOSC-STADIUM", name: "体育场", name_en: "Stadium", capacity: 45000 },
  seated: true,
  real_name: "per_ticket",
  zones: [
    { sku_id: 9091, code: "A", name: "A区", name_en: "Zone A", price_fen: 128000 },
    { sku_id: 9092, code: "B", name: "B区", name_en: "Zone B", price_fen: 68000 },
  ],
  min_price_fen: 68000,
  rules: { ...DEFAULT_SKU_RULES, refund: { kind: "before", hours: 72 }, entry: "id_card", sample: true },
};

/**
 * The stadium's session on the first day at 19:30: `leftA` free seats in zone A (SKU 9091) and
 * `leftB` in zone B (SKU 9092); bookable while any seat is left (0 and 0: sold out).
 */
export function stadiumSessions(leftA = 3, leftB = 3): PerformSessions {
  const left = [leftA, leftB];
  return {
    id: 9,
    product_id: 909,
    seated: true,
    sessions: [
      {
        day: firstDay,
        slot: "19:30",
        starts_at: startsAt(firstDay, "19:30"),
        zones: stadiumDetail.zones.map((z, i) => ({ ...z, remaining: left[i]! })),
        remaining: leftA + leftB,
        bookable: leftA + leftB > 0,
      },
    ],
  };
}

/** Its seat map: row 1 zone A, row 2 zone B, four seats each with an aisle in the middle; 1排1座 taken. */
export function stadiumSeatMap(taken: string[] = ["R01-01"]): SeatMap {
  const row = (n: number, zone: string) => ({
    row: n,
    label: `${n}排`,
    cells: [1, 2, "aisle", 3, 4].map((s) => (s === "aisle" ? { kind: "aisle" as const } : { kind: "normal" as const, code: `R0${n}-0${s}`, seat: s as number, label: `${n}排${s}座`, zone })),
  });
  return {
    product_id: 909,
    day: firstDay,
    slot: "19:30",
    hall_code: "SZOSC-STADIUM",
    hall_name: "体育场",
    hall_name_en: "Stadium",
    layout: { rows: [row(1, "A"), row(2, "B")] },
    zones: stadiumDetail.zones,
    taken,
    remaining: 8 - taken.length,
    max_seats: 4,
    no_single_gap: false,
  };
}

/** Three travellers of the user, document numbers masked as the API sends them. */
export const travellers: Traveller[] = [
  { id: 31, name: "张三", id_type: "ID_CARD", id_number_masked: "3205**********1234", phone_masked: "" },
  { id: 32, name: "李四", id_type: "ID_CARD", id_number_masked: "3205**********5678", phone_masked: "" },
  { id: 33, name: "王芳", id_type: "ID_CARD", id_number_masked: "3205**********9012", phone_masked: "" },
];
