import { Fragment, useRef, type ReactNode } from "react";
import { Activity } from "./activity";
import { UNSAFE_LocationContext, useLocation, useNavigationType, useOutlet, type Location, type NavigationType } from "react-router-dom";
import { useCurrentEntry } from "./app-context";
import type { RouteMatchInfo } from "./types";

/** Pages never kept alive even when flagged (spec section 2: "except MailMerchandiseDetail"). */
export const KEEP_ALIVE_EXCLUDED: readonly string[] = ["/MailMerchandiseDetail"];
/** At most this many kept-alive pages stay mounted; the least recently shown goes first. */
export const KEEP_ALIVE_MAX = 10;

/** True when a route's page is kept alive: flagged `keepAlive` and not excluded. */
export function isKeepAlive(route: RouteMatchInfo): boolean {
  const path = route.path.toLowerCase();
  return route.flags.keepAlive === true && !KEEP_ALIVE_EXCLUDED.some((p) => p.toLowerCase() === path);
}

type Cached = { key: string; element: ReactNode; location: Location; navigationType: NavigationType };

export type KeepAliveOutletProps = {
  max?: number;
  /** Wraps each page (error boundary, suspense), keyed by the page key. */
  wrap?: (page: ReactNode, key: string) => ReactNode;
};

/**
 * The router outlet with keep-alive (spec section 2). Pages of keepAlive routes stay mounted when
 * left, hidden in a `display: none` box ({@link Activity}: state and DOM kept), and are shown again when their URL (pathname + search)
 * comes back. Each kept page sees the location it was opened with, so its query-string hooks do not
 * follow the next page's URL. Other pages render normally, remounted per URL.
 */
export function KeepAliveOutlet({ max = KEEP_ALIVE_MAX, wrap = (page) => page }: KeepAliveOutletProps) {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const entry = useCurrentEntry();
  const key = location.pathname + location.search;
  const cache = useRef(new Map<string, Cached>()).current;
  const alive = entry !== undefined && outlet !== null && isKeepAlive(entry);

  if (alive) {
    cache.delete(key);
    cache.set(key, { key, element: outlet, location, navigationType });
    while (cache.size > max) {
      const oldest = cache.keys().next().value;
      if (oldest === undefined) break;
      cache.delete(oldest);
    }
  }

  return (
    <>
      {[...cache.values()].map((page) => (
        <Activity key={page.key} mode={alive && page.key === key ? "visible" : "hidden"}>
          <UNSAFE_LocationContext.Provider value={{ location: page.location, navigationType: page.navigationType }}>
            {wrap(page.element, page.key)}
          </UNSAFE_LocationContext.Provider>
        </Activity>
      ))}
      {!alive && <Fragment key={key}>{wrap(outlet, key)}</Fragment>}
    </>
  );
}
