import { api, configureApiClient } from "@wenlv/api-client";
import { detectHost } from "@wenlv/host";
import { acceptLanguageTags, detectLanguage, i18n, I18nProvider, type Language } from "@wenlv/i18n";
import { themeCss, type PartnerConfig } from "@wenlv/theme";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { Provider } from "react-redux";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom";
import { CityAppContext, type CityAppContextValue } from "./app-context";
import { AppShell } from "./app-shell";
import { chromeVariant, FIRST_SCREEN_MARK_KEY, scriptSafeJson, type FirstScreenMark } from "./first-screen-state";
import { LOGIN_PATH } from "./guard-decision";
import { buildRouteTable, findRoute } from "./route-table";
import { createAppStore } from "./store";
import type { RouteDef } from "./types";

/** What the API hands the renderer for one document request. */
export type FirstScreenRequest = {
  /** Path and query of the document, e.g. "/ScenicDetail?id=1". */
  url: string;
  /** The request's Accept-Language header (the browser's languages, as navigator.languages). */
  acceptLanguage?: string;
  userAgent?: string;
  /**
   * fetch for the page's API calls: the API answers them in process (Fastify inject), so the
   * first screen's data comes from the same handlers and caches as the browser's calls.
   */
  fetch: typeof fetch;
};

/**
 * The rendered first screen: `html` goes inside `#root` in place of the boot skeleton, `state` (JSON
 * of the RTK Query state the page used, and what it was rendered for: FirstScreenMark under
 * `firstScreen`) into a `<script type="application/json" id="wl-first-screen">` that
 * hydrateFirstScreen hands to the browser's store, `css` (the partner's theme variables,
 * which the app sets on `<html>` when it starts) into the head, and `language` is the one rendered.
 */
export type FirstScreen = { html: string; state: string; css: string; language: Language };

/**
 * Renders one document's first screen, or null for a page that is not rendered on the server.
 * `variantOf(userAgent)` names what of the render depends on the user agent (the bars the host
 * wants, decision 026: "nav,tab", "tab", "" ...), so a server that keeps rendered documents keys
 * them by it too and never hands a bank app that draws its own nav bar a document with ours.
 */
export type FirstScreenRenderer = ((request: FirstScreenRequest) => Promise<FirstScreen | null>) & {
  variantOf: (userAgent: string | undefined) => string;
};

/** The part of a first screen that follows the user agent: which of our bars it draws. */
export function firstScreenVariant(userAgent: string | undefined): string {
  return chromeVariant(detectHost(userAgent ?? "", null, null));
}

/**
 * Request-time rendering of the first screen (issue 8 item 2, decision 018), for the shell's
 * server entry (`src/entry-server.tsx`, built by `vite build --ssr`): the API calls it for each
 * document and puts the HTML where the boot skeleton was, so the visitor sees the real page (names,
 * prices, the cover that is the page's largest paint) before any script has run. The browser's
 * app then hydrates it (createCityApp mount, decision 031: the same elements get their handlers;
 * replaced by a fresh render only when the browser's language or bars differ), seeded with the
 * same API answers, so nothing is asked twice and nothing jumps. Everything a page renders must
 * therefore be the same on the server and in the browser's first render: what only the browser
 * knows (stored location, care mode, the tab bar) comes through useSyncExternalStore with a server
 * snapshot, and is applied right after hydration.
 *
 * Rendered: public routes with a `prefetch` (their first data is known from the URL: /,
 * /AttractionsTickets, /ScenicDetail); any other route, a login-only route, or an API error
 * answers null and the document keeps its boot skeleton. The host's bars follow the request's
 * user agent (hostChrome, decision 026; `variantOf` tells a caching server). Language: the `lang` query parameter,
 * else Accept-Language, else zh-CN (as the browser's detectLanguage, without localStorage).
 */
export function createFirstScreenRenderer(options: { partner: PartnerConfig; features: readonly (readonly RouteDef[])[] }): FirstScreenRenderer {
  const entries = buildRouteTable(options.features);
  const render = async (request: FirstScreenRequest): Promise<FirstScreen | null> => {
    const url = new URL(request.url, "http://first-screen.local");
    const entry = findRoute(entries, url.pathname);
    if (!entry || entry.flags.require || !entry.def.prefetch) return null;

    const language = detectLanguage({ query: url.searchParams.get("lang"), languages: acceptLanguageTags(request.acceptLanguage) });
    const instance = i18n.cloneInstance({ lng: language });
    configureApiClient({
      baseUrl: "http://first-screen.local",
      partnerCode: options.partner.code,
      host: options.partner.host === "web" ? "" : options.partner.host,
      fetch: request.fetch,
      getToken: () => null,
    });

    const store = createAppStore();
    // A prefetch that imports its endpoints first answers a promise: wait for it, so its query is
    // running (and then awaited) before the page renders, not dispatched after a skeleton went out.
    await entry.def.prefetch({ dispatch: store.dispatch, search: url.searchParams, partner: options.partner });
    await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
    const queries = Object.values(store.getState()[api.reducerPath].queries);
    if (queries.some((query) => query?.status !== "fulfilled")) return null;

    const Page = (await entry.def.lazy()).default;
    const handler = createStaticHandler([
      {
        path: "/",
        element: <AppShell trackPageViews={false} />,
        children: [{ ...(entry.path === "/" ? { index: true as const } : { path: entry.path }), handle: { entry }, Component: Page }],
      },
    ]);
    const context = await handler.query(new Request(url));
    if (context instanceof Response) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    const host = detectHost(request.userAgent ?? "", null, null);
    const app: CityAppContextValue = { partner: options.partner, host, store, loginPath: LOGIN_PATH };
    const markup = renderToString(
      <StrictMode>
        <Provider store={store}>
          <I18nProvider instance={instance}>
            <CityAppContext.Provider value={app}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </CityAppContext.Provider>
          </I18nProvider>
        </Provider>
      </StrictMode>,
    );
    // React 19 puts a `<link rel="preload" as="image">` for each high-priority image ahead of the
    // markup. The image is in the markup already, and the link in front would make the browser's
    // hydration move every element after it (Preact's cursor stops at the link), restyling the page.
    const html = markup.replace(/^(?:<link rel="preload"[^>]*>)+/, "");
    const mark: FirstScreenMark = { language, chrome: chromeVariant(host) };
    const state = scriptSafeJson({ [api.reducerPath]: store.getState()[api.reducerPath], [FIRST_SCREEN_MARK_KEY]: mark });
    return { html, state, css: themeCss(options.partner.theme), language };
  };
  return Object.assign(render, { variantOf: firstScreenVariant });
}

export { FIRST_SCREEN_STATE_ID, scriptSafeJson } from "./first-screen-state";
