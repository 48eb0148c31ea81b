import type { PagePointRequest } from "@wenlv/contract/browse";
import { pagePoint } from "@wenlv/contract/endpoints/browse";

/** The page-view tracking call of spec section 7: the table entry `pagePoint`. */
export type PagePointEndpoint = typeof pagePoint;

/**
 * Sends one tracking call to `endpoint` with `body` (the token is added by the API client); the
 * shell passes a function built on the API client that skips the error catalogue.
 */
export type TrackingSender = (endpoint: PagePointEndpoint, body: PagePointRequest) => Promise<unknown>;

export type PageView = { path: string };

/**
 * Records one page view (spec section 7: "page-view tracking runs on each navigation"): POSTs
 * {event: "page_view", param: <path with query>, type: "page"} through `send`. Tracking must never
 * break navigation, so failures are swallowed.
 * @returns true when `send` resolved, false when it threw or rejected
 */
export async function trackPageView(view: PageView, send: TrackingSender): Promise<boolean> {
  try {
    await send(pagePoint, { event: "page_view", param: view.path, type: "page" });
    return true;
  } catch {
    return false;
  }
}

export type PageTrackerOptions = {
  /** A repeat of the same path within this many ms is not sent again (StrictMode effects, replace navigations). Default 1 000. */
  dedupeMs?: number;
  now?: () => number;
};

/**
 * A page tracker for the router: `track(path)` calls trackPageView unless the same path was sent
 * within `dedupeMs`. Answers false for a skipped repeat.
 */
export function createPageTracker(send: TrackingSender, options: PageTrackerOptions = {}) {
  const dedupeMs = options.dedupeMs ?? 1_000;
  const now = options.now ?? Date.now;
  let last: { path: string; at: number } | undefined;
  return function track(path: string): Promise<boolean> {
    const at = now();
    if (last && last.path === path && at - last.at < dedupeMs) return Promise.resolve(false);
    last = { path, at };
    return trackPageView({ path }, send);
  };
}
