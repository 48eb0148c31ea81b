import { CHANGSHU_PARTNER, type PartnerConfig } from "@wenlv/theme";

/** The 常熟文旅 shell: partner code, host, site name, theme and its own page titles (spec section 1). */
export const partner: PartnerConfig = {
  ...CHANGSHU_PARTNER,
  titles: {
    "/": { "zh-CN": "常熟文旅首页", en: "Changshu Culture & Tourism" },
    "/AttractionsTickets": { "zh-CN": "常熟景区门票", en: "Changshu scenic tickets" },
    // The film screens, which show 常熟's cinemas in this shell (spec section 2 gives them ChangShu
    // paths, aliases of these: a title set on the route's path holds for its aliases too).
    "/Movies": { "zh-CN": "常熟电影购票", en: "Films in Changshu" },
    "/MovieDetail": { "zh-CN": "常熟影片详情", en: "Film · Changshu" },
    "/CinemaDetail": { "zh-CN": "常熟影院详情", en: "Cinema · Changshu" },
    "/MovieCheck": { "zh-CN": "常熟选择场次", en: "Showtimes · Changshu" },
  },
};
