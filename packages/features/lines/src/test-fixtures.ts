import type { LineDepartureDay, LineDepartures, LineDetail, LineListItem } from "@wenlv/contract/lines";
import { addDays, shanghaiDay, weekdayOf } from "@wenlv/validation/days";

const refundable = { refund: { kind: "before" as const, hours: 24 }, entry: "id_card" as const, proof: null, sample: true };

/** A one-day line in lists, as /api/line/list answers it: departs 08:00 Tuesday to Sunday. */
export const gardensListItem: LineListItem = {
  id: 5,
  slug: "gardens-classic-one-day",
  kind: "one_day",
  kind_name: "一日游",
  kind_name_en: "Day tour",
  name: "古城园林一日游",
  name_en: "Old City Gardens Day Tour",
  area_code: "320508",
  area_name: "姑苏区",
  area_name_en: "Gusu District",
  days: 1,
  duration_hours: 9,
  departure: {
    name: "观前街察院场",
    name_en: "Chayuanchang, Guanqian Street",
    address: "苏州市姑苏区人民路与观前街交叉口",
    address_en: "Junction of Renmin Road and Guanqian Street",
    lng: 120.6196,
    lat: 31.3114,
    coord_quality: "estimate",
    time: "08:00",
  },
  weekdays: [2, 3, 4, 5, 6, 7],
  season: null,
  product_id: 41,
  cover: "http://img.test/res/line/gardens-classic-one-day.svg",
  min_price_fen: 23800,
  sample: true,
};

/** The same line's detail: two stops, a package with a child fare and one without. */
export const gardensDetail: LineDetail = {
  ...gardensListItem,
  description: "一天走完古城园林。",
  description_en: "A day through the old city's gardens.",
  itinerary: [
    { day: 1, time: "08:30", title: "拙政园", title_en: "Humble Administrator's Garden", description: "随讲解游中部水院。", description_en: "The central ponds with a guide.", spot_id: 12, spot_slug: "zhuozhengyuan" },
    { day: 1, time: "17:00", title: "平江路南口散团", title_en: "Tour ends at Pingjiang Road", description: "约17:00散团。", description_en: "Ends around 17:00.", spot_id: null, spot_slug: null },
  ],
  includes: ["拙政园门票", "持证导游讲解"],
  includes_en: ["Garden ticket", "Licensed guide"],
  excludes: ["往返集合点的交通"],
  excludes_en: ["Travel to the meeting point"],
  packages: [
    {
      code: "STD",
      name: "标准套餐（含门票、午餐）",
      name_en: "Standard",
      adult: { sku_id: 401, code: "STD-ADULT", price_fen: 29800, rules: refundable },
      child: { sku_id: 402, code: "STD-CHILD", price_fen: 19800, rules: { ...refundable, proof: "child" } },
    },
    {
      code: "LITE",
      name: "门票讲解套餐",
      name_en: "Tickets and guide",
      adult: { sku_id: 403, code: "LITE-ADULT", price_fen: 23800, rules: refundable },
      child: null,
    },
  ],
  seats: 30,
  cutoff_hours: 18,
  sale_days: 60,
  real_name: true,
  source_name: "拙政园官方网站",
  source_url: "https://www.szzzy.cn/",
};

/** One day of a departures answer: bookable with `remaining` seats, or blocked. */
export function departureDay(day: string, state: { remaining?: number; blocked?: LineDepartureDay["blocked"] } = {}): LineDepartureDay {
  const runs = state.blocked !== "closed";
  const remaining = runs && state.blocked !== "sold_out" ? (state.remaining ?? 30) : 0;
  const blocked = state.blocked ?? (remaining > 0 ? null : "sold_out");
  return {
    day,
    weekday: weekdayOf(day) || 7,
    runs,
    time: runs ? "08:00" : null,
    capacity: runs ? 30 : 0,
    remaining,
    bookable: blocked === null,
    blocked,
    cutoff_at: runs ? `${addDays(day, -1)}T06:00:00.000Z` : null,
    price_from_fen: runs ? 23800 : null,
    free_cancel_until: runs ? `${addDays(day, -1)}T00:00:00.000Z` : null,
  };
}

/**
 * The next 10 days from today (Shanghai): today's booking has ended, tomorrow does not run, the
 * day after is sold out, the third day has 2 seats left, the rest 30.
 */
export function departuresFixture(today = shanghaiDay()): LineDepartures {
  const states: Parameters<typeof departureDay>[1][] = [{ blocked: "ended" }, { blocked: "closed" }, { blocked: "sold_out" }, { remaining: 2 }];
  return { id: 5, product_id: 41, days: Array.from({ length: 10 }, (_, i) => departureDay(addDays(today, i), states[i] ?? {})) };
}
