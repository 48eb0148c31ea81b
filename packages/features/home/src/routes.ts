import { lazyPage, type RouteDef, type RoutePrefetchContext } from "@wenlv/app-kit";
import { HOME_FEATURED, HOME_HOT_SPOTS, homeApi } from "./api";
import "./titles";

/** /: the hot spots, and in a host's shell (the bank's, decision 026) its featured spots too, as HomePage asks for them. */
function prefetchHome({ dispatch, partner }: RoutePrefetchContext) {
  for (const arg of partner.host === "web" ? [HOME_HOT_SPOTS] : [HOME_FEATURED, HOME_HOT_SPOTS]) void dispatch(homeApi.endpoints.homeScenicList.initiate(arg, { subscribe: false }));
}

/**
 * Routes of the home feature: / is a tab page (spec section 2 "Tab pages"; the tab bar shows on it).
 * One line per route (the build reads its page chunks from it, @wenlv/vite-config routeLines).
 */
export const routes: RouteDef[] = [
  { path: "/", title: "home:titles.home", lazy: lazyPage(() => import("./pages/home"), "HomePage"), flags: { isTabPage: true }, prefetch: prefetchHome },
];
