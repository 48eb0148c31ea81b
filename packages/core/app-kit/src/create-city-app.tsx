import { configureApiClient, loggedOut, selectToken } from "@wenlv/api-client";
import { antdFeedback } from "@wenlv/api-client/antd-feedback";
import { capturePartnerCode, detectHost, type HostInfo } from "@wenlv/host";
import { currentLanguage, I18nProvider } from "@wenlv/i18n";
import { applyTheme, installCareMode, installRootFontSize } from "@wenlv/theme";
import { StrictMode } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { Provider } from "react-redux";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { assignLocation, CityAppContext, type CityAppContextValue } from "./app-context";
import { LOGIN_PATH, loginEntry } from "./guard-decision";
import { chromeVariant, hydrateFirstScreen } from "./first-screen-state";
import { holdSectionsForNextTask } from "./hydrate-later";
import { createVisitorLocator } from "./visitor-location";
import { safeNavigate } from "./navigation";
import { buildRouteTable } from "./route-table";
import { buildRoutes } from "./routes";
import { createAppStore, type AppStore } from "./store";
import type { CityAppOptions } from "./types";

/** What createCityApp answers: `mount` renders into an element; the store and router are exposed for shells and tests. */
export type CityApp = {
  mount(el: HTMLElement): () => void;
  store: AppStore;
  router: ReturnType<typeof createBrowserRouter>;
  host: HostInfo;
};

/**
 * Builds one city app (ARCHITECTURE.md "A shell"): antd-mobile's React 19 renderer, the partner
 * theme and root font size (spec sections 1, 9), host detection and location start (skipped in
 * the mini-program), the api-client (partner_code, token from the store, the 401 dialog leading to
 * the host's login entry: WeChat OAuth through the API, /ThirdApps in the partner apps, else the
 * shell's login page), one store, and a history-mode router over every feature's routes (lazy pages, aliases,
 * unknown paths -> "/", the login guard, keep-alive, scroll rules, titles, page-view tracking).
 *
 * The partner code sent is the detected one (a partner-app user agent or session flag) when it
 * is not "default", else the shell's own (spec section 6).
 *
 * @throws Error when two routes register the same path or a path has a parameter segment
 */
export function createCityApp(options: CityAppOptions): CityApp {
  const { partner } = options;
  // antd-mobile's React 19 render hook, in a chunk of its own right after start: it brings
  // rc-util's legacy renderer and Babel's regenerator (about 3 KiB gz) that no first screen needs;
  // imperative Toast and Dialog calls come from user actions, long after it has loaded (issue 10
  // budget, decision 034).
  void import("./render-setup").then((m) => m.installAntdRender());
  // The root font size first: it reads the viewport's width, which after the theme's style writes
  // would make the browser restyle and lay out the whole page there and then (issue 8: a forced
  // layout on every first screen); afterwards the writes are applied with the next frame.
  installRootFontSize();
  applyTheme(partner.theme);
  installCareMode(partner.theme);

  capturePartnerCode(window.location.href, window.sessionStorage);
  const host = detectHost(window.navigator.userAgent, window.sessionStorage, window as { __wxjs_environment?: string });
  const entries = buildRouteTable(options.features);
  const store = createAppStore();
  // The server's answers for the first screen it rendered into the document (decision 018). Its
  // HTML is hydrated when this browser renders with the same inputs (decision 031).
  const firstScreen = hydrateFirstScreen(store);
  const hydrate = firstScreen !== null && firstScreen.language === currentLanguage() && firstScreen.chrome === chromeVariant(host);
  const loginPath = options.loginPath ?? LOGIN_PATH;
  const leaveApp = options.leaveApp ?? assignLocation;
  const leaveTo = (url: string) => leaveApp(url, { replace: true });

  // The 401 dialog's "去登录" (spec section 8): log out, then the host's login entry for this page
  // (app hosts too: there the user asked to log in, so /ThirdApps, not the skip of section 6).
  const goToLogin = () => {
    store.dispatch(loggedOut());
    const { pathname, search } = router.state.location;
    const entry = loginEntry(host, pathname + search, { loginPath, apiBaseUrl: options.apiBaseUrl });
    if ("leave" in entry) leaveTo(entry.leave);
    else safeNavigate((to) => router.navigate(to as string), entry.redirect);
  };

  const feedback = options.feedback ?? antdFeedback;
  configureApiClient({
    baseUrl: options.apiBaseUrl,
    partnerCode: host.partnerCode !== "default" ? host.partnerCode : partner.code,
    // The bank shell's calls say so: the API answers the bank's offers and featured spots (decision 026).
    host: partner.host === "web" ? "" : partner.host,
    getToken: () => selectToken(store.getState()),
    onUnauthorized: goToLogin,
    toast: feedback.toast,
    dialog: feedback.dialog,
    fetch: options.fetch,
  });

  // Created last: the router starts the first navigation (and its loaders' calls) right away.
  const router = createBrowserRouter(
    buildRoutes({ entries, store, host, loginPath, apiBaseUrl: options.apiBaseUrl, trackPageViews: options.trackPageViews ?? true, leaveTo, partner: options.partner }),
  );

  // Location only with the separate consent (issue 3), and asked only when a screen needs it on the
  // visitor's action (issue 9, decision 017): at start it runs silently for a visitor who agreed before.
  const locator = createVisitorLocator({ isMiniProgram: host.isMiniProgram, ask: options.askLocationConsent });
  if (options.startLocation !== false) locator.startIfGranted();

  const context: CityAppContextValue = { partner, host, store, loginPath, apiBaseUrl: options.apiBaseUrl, leaveApp, locate: locator.locate };
  return {
    store,
    router,
    host,
    mount(el) {
      let root: Root | null = null;
      const render = () => {
        const tree = (
          <StrictMode>
            <Provider store={store}>
              <I18nProvider>
                <CityAppContext.Provider value={context}>
                  <RouterProvider router={router} />
                </CityAppContext.Provider>
              </I18nProvider>
            </Provider>
          </StrictMode>
        );
        // A server-rendered first screen rendered for this browser's inputs is hydrated: its elements
        // stay (no second layout, the largest paint is not repainted) and get their handlers.
        // Anything else (the HTML's boot skeleton, which stays until the first route's page is
        // loaded, or a first screen in another language or with other bars) gives way to the app's
        // render in the same task, so the visitor never sees a blank or a second skeleton.
        if (hydrate) {
          holdSectionsForNextTask(window);
          root = hydrateRoot(el, tree);
        } else {
          el.replaceChildren();
          root = createRoot(el);
          root.render(tree);
        }
        // The app has taken over the page (a server-rendered first screen before it has no handlers).
        el.setAttribute("data-wl-ready", "");
      };
      // The render is a task of its own, after the one that built the store and the router: each
      // stays shorter, so a tap between them is answered (issue 8: blocking time on a phone).
      let pending = 0;
      const renderSoon = () => {
        pending = window.setTimeout(render, 0);
      };
      let stopWaiting = () => {};
      if (router.state.initialized) renderSoon();
      else
        stopWaiting = router.subscribe((state) => {
          if (!state.initialized) return;
          stopWaiting();
          renderSoon();
        });
      return () => {
        stopWaiting();
        window.clearTimeout(pending);
        root?.unmount();
      };
    },
  };
}
