import { lazyPage, type RouteDef } from "@wenlv/app-kit";
import { HOME_FEATURED, HOME_HOT_SPOTS, homeApi } from "./api";
import "./titles";

/**
 * Routes of the home feature: / is a tab page (spec section 2 "Tab pages"; the tab bar shows on it).
 * Its prefetch asks for the hot spots, and in a host's shell (the bank's) for its featured spots too.
 */
export const routes: RouteDef[] = [
  {
    path: "/",
    title: "home:titles.home",
    lazy: lazyPage(() => import("./pages/home"), "HomePage"),
    flags: { isTabPage: true },
    prefetch: ({ dispatch, partner }) => {
      for (const arg of partner.host === "web" ? [HOME_HOT_SPOTS] : [HOME_FEATURED, HOME_HOT_SPOTS]) void dispatch(homeApi.endpoints.homeScenicList.initiate(arg, { subscribe: false }));
    },
  },
];
