import type { HotelAvailability, HotelDetail, HotelListItem } from "@wenlv/contract/hotels";
import { DEFAULT_SKU_RULES } from "@wenlv/contract/sku-rules";
import { addDays, shanghaiDay } from "@wenlv/validation/days";

/** A hotel in lists, as /api/hotel/list answers it. */
export const pingjiangListItem: HotelListItem = {
  id: 3,
  slug: "pingjiang-lodge",
  name: "苏州平江客栈",
  name_en: "Pingjiang Lodge Suzhou",
  area_code: "320508",
  area_name: "姑苏区",
  area_name_en: "Gusu District",
  address: "苏州市姑苏区钮家巷33号",
  address_en: "33 Niujia Lane, Gusu District, Suzhou",
  lng: 120.63,
  lat: 31.31,
  star_level: 4,
  facilities: ["garden", "wifi", "laundry"],
  cover: "http://img.test/res/hotel/pingjiang-lodge.svg",
  min_price_fen: 58000,
  sample: true,
};

/** The same hotel's detail: a refundable king room and a non-refundable twin room. */
export const pingjiangDetail: HotelDetail = {
  ...pingjiangListItem,
  phone: "0512-65232888",
  check_in: "14:00",
  check_out: "12:00",
  description: "平江路旁的老宅客栈。",
  description_en: "An old house by Pingjiang Road.",
  source_name: "酒店官网",
  source_url: "https://example.org/pingjiang",
  sale_days: 60,
  rooms: [
    {
      product_id: 71,
      sku_id: 171,
      code: "KING",
      name: "园景大床房",
      name_en: "Garden King",
      bed: "king",
      area_m2: 32,
      max_guests: 2,
      breakfast: 2,
      price_fen: 58000,
      weekend_price_fen: 68000,
      rules: { ...DEFAULT_SKU_RULES, refund: { kind: "before", hours: 24 }, entry: "id_card" },
    },
    {
      product_id: 72,
      sku_id: 172,
      code: "TWIN",
      name: "标准双床房",
      name_en: "Standard Twin",
      bed: "twin",
      area_m2: 28,
      max_guests: 2,
      breakfast: 0,
      price_fen: 42000,
      weekend_price_fen: 48000,
      rules: { ...DEFAULT_SKU_RULES, refund: { kind: "none" }, entry: "id_card" },
    },
  ],
};

/** Tonight and tomorrow night in Shanghai: the king room has 2 left, the twin room is full on the second night. */
export function availabilityFixture(checkIn = shanghaiDay(), rooms = 1): HotelAvailability {
  const days = [checkIn, addDays(checkIn, 1)];
  return {
    check_in: checkIn,
    check_out: addDays(checkIn, 2),
    nights: 2,
    rooms: [
      {
        product_id: 71,
        sku_id: 171,
        nights: [
          { day: days[0]!, price_fen: 58000, remaining: 5 },
          { day: days[1]!, price_fen: 68000, remaining: 2 },
        ],
        bookable: rooms <= 2,
        total_fen: (58000 + 68000) * rooms,
        free_cancel_until: `${addDays(checkIn, -1)}T06:00:00.000Z`,
      },
      {
        product_id: 72,
        sku_id: 172,
        nights: [
          { day: days[0]!, price_fen: 42000, remaining: 3 },
          { day: days[1]!, price_fen: 48000, remaining: 0 },
        ],
        bookable: false,
        total_fen: (42000 + 48000) * rooms,
        free_cancel_until: null,
      },
    ],
  };
}
