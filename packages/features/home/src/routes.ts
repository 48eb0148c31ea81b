import { lazyPage, type RouteDef } from "@wenlv/app-kit";
import { HOME_HOT_SPOTS, homeApi } from "./api";
import "./titles";

/** Routes of the home feature: / is a tab page (spec section 2 "Tab pages"; the tab bar shows on it). */
export const routes: RouteDef[] = [
  { path: "/", title: "home:titles.home", lazy: lazyPage(() => import("./pages/home"), "HomePage"), flags: { isTabPage: true }, prefetch: ({ dispatch }) => void dispatch(homeApi.endpoints.homeScenicList.initiate(HOME_HOT_SPOTS, { subscribe: false })) },
];
