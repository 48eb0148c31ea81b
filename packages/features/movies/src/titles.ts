import { registerTitles } from "@wenlv/i18n";

/** Namespace of the movies feature (also used by ./i18n for the screens' strings). */
export const MOVIES_NS = "movies";

// Route titles [zh-CN, English], registered with the routes (loaded at start).
registerTitles(MOVIES_NS, {
  list: ["电影购票", "Films"],
  detail: ["影片详情", "Film"],
  info: ["影片资料", "About the film"],
  cinema: ["影院详情", "Cinema"],
  check: ["选择场次", "Choose a showtime"],
  seat: ["在线选座", "Choose seats"],
  order: ["确认订单", "Confirm your order"],
});
