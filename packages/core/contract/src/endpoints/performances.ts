import { defineEndpoint, schemasOf } from "../endpoint";

const performances = () => import("../performances");

/*
 * Performances (issue 10): public reads answered on GET with an ETag. Prices integer fen per ticket,
 * days "YYYY-MM-DD" and times "HH:MM" in Asia/Shanghai.
 */

/** Shows with sessions on sale, by district, category and keyword, page by page. */
export const performList = defineEndpoint({
  path: "/api/perform/list",
  method: "GET",
  cacheable: "catalogue",
  access: "anonymous",
  mode: "envelope",
  schemas: schemasOf(performances, "ZPerformListRequest", "ZPerformListPage"),
});

/** One show with venue, hall, zones, limits and rules; an unknown id answers code 0 "演出不存在". */
export const performDetail = defineEndpoint({
  path: "/api/perform/detail",
  method: "GET",
  cacheable: "catalogue",
  access: "anonymous",
  mode: "envelope",
  schemas: schemasOf(performances, "ZPerformDetailRequest", "ZPerformDetail"),
});

/** The sessions of a show still on sale with places left per zone (/PerformDate). */
export const performSessions = defineEndpoint({
  path: "/api/perform/sessions",
  method: "GET",
  cacheable: "live",
  access: "anonymous",
  mode: "envelope",
  schemas: schemasOf(performances, "ZPerformSessionsRequest", "ZPerformSessions"),
});

/** A seated session's seat map with the seats taken now (revalidated on every use, dropped when a seat is held or freed). */
export const performSeats = defineEndpoint({
  path: "/api/perform/seats",
  method: "GET",
  cacheable: "live",
  access: "anonymous",
  mode: "envelope",
  schemas: schemasOf(performances, "ZPerformSeatsRequest", "ZSeatMap"),
});
