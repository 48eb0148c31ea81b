import { registerTitles } from "@wenlv/i18n";

/** Namespace of the performances feature (also used by ./i18n for the screens' strings). */
export const PERFORMANCES_NS = "performances";

// Route titles [zh-CN, English], registered with the routes (loaded at start).
registerTitles(PERFORMANCES_NS, {
  list: ["演出", "Shows"],
  detail: ["演出详情", "Show details"],
  date: ["选择场次", "Choose a session"],
  check: ["选座购票", "Choose tickets"],
  order: ["确认订单", "Confirm order"],
});
