import { registerTitles } from "@wenlv/i18n";

/** Namespace of the hotels feature (also used by ./i18n for the screens' strings). */
export const HOTELS_NS = "hotels";

// Route titles [zh-CN, English], registered with the routes (loaded at start).
registerTitles(HOTELS_NS, {
  list: ["酒店住宿", "Hotels"],
  detail: ["酒店详情", "Hotel"],
  more: ["酒店介绍", "About the hotel"],
  order: ["酒店预订", "Book a room"],
});
