import type { HostInfo } from "@wenlv/host";
import type { PartnerConfig } from "@wenlv/theme";
import { createContext, useContext } from "react";
import { useMatches } from "react-router-dom";
import type { RouteEntry } from "./route-table";
import type { AppStore } from "./store";
import type { LeaveApp } from "./types";
import type { LocateVisitor } from "./visitor-location";

/** What the app's components and hooks read about the running app. */
export type CityAppContextValue = {
  partner: PartnerConfig;
  host: HostInfo;
  store: AppStore;
  /** The shell's login page for require routes outside WeChat and the app hosts ("/PhoneLogin", "/bankJsLogin"). */
  loginPath: string;
  /** Product API origin when it is not the page's; pages build the API's authorize URLs with it. */
  apiBaseUrl?: string;
  /** Leaves the app for an outside URL (authorize pages); {@link assignLocation} unless a shell or test injects one. */
  leaveApp?: LeaveApp;
  /** Locates the visitor on their own action (consent first; issue 9). Absent in tests without an app. */
  locate?: LocateVisitor;
};

export const CityAppContext = createContext<CityAppContextValue | null>(null);

/**
 * The running app's context.
 * @throws Error outside an app created by createCityApp
 */
export function useCityApp(): CityAppContextValue {
  const value = useContext(CityAppContext);
  if (!value) throw new Error("useCityApp: not inside an app created by createCityApp");
  return value;
}

/** The running app's context, or null outside one (component tests render pages without an app). */
export function useOptionalCityApp(): CityAppContextValue | null {
  return useContext(CityAppContext);
}

/** The default {@link LeaveApp}: `window.location.assign(url)`, or `replace(url)` with `replace: true`. */
export function assignLocation(url: string, options?: { replace?: boolean }): void {
  if (options?.replace) window.location.replace(url);
  else window.location.assign(url);
}

/**
 * The function pages call to leave the app for an outside URL (WeChat OAuth, the social-security
 * card user centre, a partner's or the bank's authorize page): the app's `leaveApp` when given
 * (tests inject a spy through {@link CityAppContext}), else {@link assignLocation}.
 */
export function useLeaveApp(): LeaveApp {
  return useContext(CityAppContext)?.leaveApp ?? assignLocation;
}

/**
 * Lets a page replace its route title (usePageTitle), or lead it with what the page is about
 * (`subject`: useTitleSubject); keyed by the page's pathname + search.
 */
export const PageTitleContext = createContext<(key: string, title: string | null, subject?: boolean) => void>(() => {});

/** Route handle app-kit puts on each page route. */
export type RouteHandle = { entry: RouteEntry };

/** The route entry of the current page (the deepest match with an app-kit handle), if any. */
export function useCurrentEntry(): RouteEntry | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.entry) return handle.entry;
  }
  return undefined;
}
