import type { HostInfo } from "@wenlv/host";
import type { PartnerConfig } from "@wenlv/theme";
import { createContext, useContext } from "react";
import { useMatches } from "react-router-dom";
import type { RouteEntry } from "./route-table";
import type { AppStore } from "./store";

/** What the app's components and hooks read about the running app. */
export type CityAppContextValue = {
  partner: PartnerConfig;
  host: HostInfo;
  store: AppStore;
  wechatAppId?: string;
  loginPath: string;
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

/** Lets a page replace its route title (usePageTitle); keyed by the page's pathname + search. */
export const PageTitleContext = createContext<(key: string, title: string | null) => void>(() => {});

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
