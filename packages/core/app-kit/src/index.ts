// Public API of @wenlv/app-kit (explicit names, no barrels).
export { createCityApp, type CityApp } from "./create-city-app";
export { lazyPage } from "./lazy-page";
export type { CityAppOptions, RouteDef, RoutePrefetchContext, RouteTitleKey, RouteFlags, PageModule, RouteMatchInfo, LeaveApp } from "./types";
export { rootReducer, createAppStore, useAppDispatch, useAppSelector } from "./store";
export type { RootState, AppStore, AppDispatch, LazyLoadedSlices } from "./store";
export {
  usePageTitle,
  useTitleSubject,
  useRequireLogin,
  useStartLogin,
  useGoBack,
  useQueryParams,
  useCurrentLocation,
  useFinishLogin,
  useIsLoggedIn,
} from "./hooks";
export { useSafeNavigate, safeNavigate } from "./navigation";
export { useCountdown, type Countdown } from "./use-countdown";
export { useCareMode } from "./use-care-mode";
export { PICKED_TRAVELLER_KEY, savePickedTraveller, readPickedTraveller, clearPickedTraveller } from "./picked-traveller";
export { useVisitorLocation, createVisitorLocator, type LocateOutcome, type LocateVisitor, type VisitorLocatorOptions } from "./visitor-location";
export { useCityApp, useOptionalCityApp, useLeaveApp, assignLocation, useCurrentEntry, CityAppContext, PageTitleContext, type CityAppContextValue } from "./app-context";
export { scrollDecision, type ScrollDecision, type ScrollInput, type HistoryAction } from "./scroll-decision";
export {
  guardDecision,
  safeRedirectTarget,
  loginRedirect,
  loginEntry,
  wechatAuthorizeUrl,
  LOGIN_PATH,
  BANK_LOGIN_PATH,
  THIRD_APPS_PATH,
  WECHAT_CALLBACK_PATH,
  LOGIN_FLOW_PATHS,
  type GuardDecision,
  type GuardInput,
  type GuardHost,
  type LoginEntry,
} from "./guard-decision";
export { isDetailPath, isOrderPath, isOrderHelperPath, isPayPath, DETAIL_PATHS, ORDER_PAGE_PATHS, PAY_PAGE_PATHS } from "./page-kinds";
export { ticketOrderPath } from "./ticket-order-path";
export { KeepAliveOutlet, isKeepAlive, KEEP_ALIVE_EXCLUDED, KEEP_ALIVE_MAX } from "./keep-alive";
export { buildRouteTable, findRoute, type RouteEntry } from "./route-table";
export { revalidateSession, type SessionCheck } from "./session-check";
export { installAntdRender } from "./render-setup";
export { PageErrorBoundary } from "./error-boundary";
export { PageSkeleton } from "./page-skeleton";
export { AppTabBar, TABS } from "./tab-bar";
export { HydrateLater } from "./hydrate-later";
