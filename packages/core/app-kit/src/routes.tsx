import type { PartnerConfig } from "@wenlv/theme";
import { selectToken } from "@wenlv/api-client";
import type { HostInfo } from "@wenlv/host";
import { redirect, type LoaderFunctionArgs, type RouteObject } from "react-router-dom";
import { AppShell } from "./app-shell";
import { RouteErrorPage } from "./error-boundary";
import { guardDecision } from "./guard-decision";
import type { RouteEntry } from "./route-table";
import { revalidateSession } from "./session-check";
import type { AppStore } from "./store";

/** What the route loaders need from the app. */
export type RouteDeps = {
  entries: readonly RouteEntry[];
  store: AppStore;
  host: HostInfo;
  loginPath: string;
  /** Product API origin when it is not the page's (the WeChat OAuth start URL lives on the API). */
  apiBaseUrl?: string;
  trackPageViews: boolean;
  /** The shell's partner, handed to each route's `prefetch`. */
  partner: PartnerConfig;
  /**
   * Leaves the app for WeChat OAuth, replacing the guarded entry (`window.location.replace` in the
   * app), so back from WeChat's page does not land on the guarded route again; tests pass a spy.
   */
  leaveTo: (url: string) => void;
};

/**
 * The login guard as a route loader (spec section 4): a stored session is revalidated with
 * getMyInfo on each navigation (awaited on login-required routes, so an expired token is caught
 * before the page shows; in the background elsewhere), then guardDecision decides. A route that
 * may show starts its `prefetch` here, while its page chunk is still loading.
 */
function guardLoader(entry: RouteEntry, deps: RouteDeps) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    if (selectToken(deps.store.getState())) {
      const check = revalidateSession(deps.store);
      if (entry.flags.require) await check;
    }
    const decision = guardDecision({
      route: { path: entry.path, flags: entry.flags },
      token: selectToken(deps.store.getState()),
      host: deps.host,
      target: url.pathname + url.search,
      loginPath: deps.loginPath,
      apiBaseUrl: deps.apiBaseUrl,
    });
    if (decision === "continue") {
      entry.def.prefetch?.({ dispatch: deps.store.dispatch, search: url.searchParams, partner: deps.partner });
      return null;
    }
    if ("redirect" in decision) throw redirect(decision.redirect);
    deps.leaveTo(decision.leave);
    // The page is being replaced by WeChat's; keep the navigation pending instead of rendering.
    return new Promise<never>(() => {});
  };
}

/** Never shown: the catch-all route's loader redirects to "/" before it renders. */
function NotFound() {
  return null;
}

/**
 * The route tree: one layout route (AppShell) whose children are every registered path, main and
 * alias, each lazy (`route.lazy` loads the page chunk on first visit) and guarded; "/" is the index
 * route; any unknown path redirects to "/" (spec section 2).
 */
export function buildRoutes(deps: RouteDeps): RouteObject[] {
  const pages: RouteObject[] = deps.entries.map((entry) => ({
    ...(entry.path === "/" ? { index: true as const } : { path: entry.path }),
    handle: { entry },
    loader: guardLoader(entry, deps),
    lazy: async () => ({ Component: (await entry.def.lazy()).default }),
  }));
  return [
    {
      path: "/",
      element: <AppShell trackPageViews={deps.trackPageViews} />,
      errorElement: <RouteErrorPage />,
      children: [...pages, { path: "*", loader: () => redirect("/"), Component: NotFound }],
    },
  ];
}
