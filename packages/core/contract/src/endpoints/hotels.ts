import { defineEndpoint, schemasOf } from "../endpoint";

const hotels = () => import("../hotels");

/*
 * Hotels (issue 10): public reads answered on GET with an ETag. Coordinates GCJ-02, prices integer
 * fen per room and night, days "YYYY-MM-DD" in Asia/Shanghai.
 */

/** Hotels by district and keyword, page by page. */
export const hotelList = defineEndpoint({
  path: "/api/hotel/list",
  method: "GET",
  cacheable: "catalogue",
  access: "anonymous",
  mode: "envelope",
  schemas: schemasOf(hotels, "ZHotelListRequest", "ZHotelListPage"),
});

/** One hotel with its texts, source and room types; an unknown id answers code 0 "酒店不存在". */
export const hotelDetail = defineEndpoint({
  path: "/api/hotel/detail",
  method: "GET",
  cacheable: "catalogue",
  access: "anonymous",
  mode: "envelope",
  schemas: schemasOf(hotels, "ZHotelDetailRequest", "ZHotelDetail"),
});

/** The room types of a hotel for a stay, night by night, with rooms left and the cancellation deadline. */
export const hotelAvailability = defineEndpoint({
  path: "/api/hotel/availability",
  method: "GET",
  cacheable: "live",
  access: "anonymous",
  mode: "envelope",
  schemas: schemasOf(hotels, "ZHotelAvailabilityRequest", "ZHotelAvailability"),
});
