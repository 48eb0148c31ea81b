import { defineEndpoint, schemasOf } from "../endpoint";

const lines = () => import("../lines");

/*
 * Travel lines (issue 10): public reads answered on GET with an ETag. Coordinates GCJ-02, prices
 * integer fen per person, days "YYYY-MM-DD" in Asia/Shanghai. Booking goes through
 * /api/order/create with `type: "line"` (orders.ts ZLineOrderCreateData).
 */

/** Lines by kind (one_day, boutique, night), district and keyword, page by page. */
export const lineList = defineEndpoint({
  path: "/api/line/list",
  method: "GET",
  cacheable: "catalogue",
  access: "anonymous",
  mode: "envelope",
  schemas: schemasOf(lines, "ZLineListRequest", "ZLineListPage"),
});

/** One line with its itinerary, inclusions, packages (adult and child fares) and booking rules; an unknown id answers code 0 "线路不存在". */
export const lineDetail = defineEndpoint({
  path: "/api/line/detail",
  method: "GET",
  cacheable: "catalogue",
  access: "anonymous",
  mode: "envelope",
  schemas: schemasOf(lines, "ZLineDetailRequest", "ZLineDetail"),
});

/** The departures of a line date by date: runs or not, seats left, bookable now, price from. */
export const lineDepartures = defineEndpoint({
  path: "/api/line/departures",
  method: "GET",
  cacheable: "live",
  access: "anonymous",
  mode: "envelope",
  schemas: schemasOf(lines, "ZLineDeparturesRequest", "ZLineDepartures"),
});
