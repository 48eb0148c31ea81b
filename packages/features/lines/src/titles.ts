import { registerTitles } from "@wenlv/i18n";

/** Namespace of the lines feature (also used by ./i18n for the screens' strings). */
export const LINES_NS = "lines";

// Route titles [zh-CN, English], registered with the routes (loaded at start).
registerTitles(LINES_NS, {
  oneDay: ["一日游", "Day tours"],
  boutique: ["精品线路", "Boutique tours"],
  night: ["夜游", "Night tours"],
  detail: ["线路详情", "Tour details"],
  select: ["选择班期", "Choose a departure"],
  order: ["填写订单", "Book the tour"],
});
