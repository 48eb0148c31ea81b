import { loggedIn, redirectUrlSet, selectRedirectUrl, selectToken, type LoggedInPayload } from "@wenlv/api-client";
import { useStoredLocation, type GeoPoint } from "@wenlv/host";
import { useCallback, useContext, useEffect, useMemo } from "react";
import { useLocation } from "react-router-dom";
import { PageTitleContext, useCityApp, useCurrentEntry, useLeaveApp, useOptionalCityApp } from "./app-context";
import { guardDecision, loginEntry, safeRedirectTarget } from "./guard-decision";
import { useSafeNavigate } from "./navigation";
import { useAppDispatch, useAppSelector } from "./store";
import { routeTitle, siteName } from "./title";

/**
 * The current page's title (route title, partner override) and, when `override` is given, sets
 * it instead (a page about one thing may lead it instead: {@link useTitleSubject}). The document title becomes
 * "<title> - <site name>" (spec section 1).
 */
export function usePageTitle(override?: string | null): string {
  const { partner } = useCityApp();
  const entry = useCurrentEntry();
  useTitleRequest(override, false);
  return override || (entry ? routeTitle(entry, partner) : siteName(partner));
}

/**
 * Leads this page's document title with what the page is about, e.g. the spot's name on
 * /ScenicDetail: "拙政园 · 景区详情 - 苏州文旅", and "拙政园 · 昆山景区详情 - 昆山文旅" where the partner
 * changes the route title (spec section 1: district variants change page titles, the site name
 * shows); empty keeps the route title alone. Unlike {@link usePageTitle} it needs no data router
 * (any router and AppShell's PageTitleContext).
 */
export function useTitleSubject(subject: string | null | undefined): void {
  useTitleRequest(subject, true);
}

/** Asks AppShell (PageTitleContext) for `title` on this page while it is shown, as its whole title or as its subject; empty asks nothing. */
function useTitleRequest(title: string | null | undefined, subject: boolean): void {
  const { pathname, search } = useLocation();
  const setOverride = useContext(PageTitleContext);
  const key = pathname + search;
  useEffect(() => {
    if (!title) return undefined;
    setOverride(key, title, subject);
    return () => setOverride(key, null);
  }, [key, title, subject, setOverride]);
}

/**
 * For actions that need login on pages that do not (a "buy" button): answers a function that
 * returns true when logged in (or in an app host, spec section 6), else starts the login of spec
 * section 4 (WeChat OAuth through the API inside WeChat, else the login page with
 * `?redirect=<this page>`) and returns false.
 */
export function useRequireLogin(): () => boolean {
  const { host, loginPath, apiBaseUrl } = useCityApp();
  const leaveApp = useLeaveApp();
  const token = useAppSelector(selectToken);
  const { pathname, search } = useLocation();
  const navigate = useSafeNavigate();
  return useCallback(() => {
    const decision = guardDecision({
      route: { path: pathname, flags: { require: true } },
      token,
      host,
      target: pathname + search,
      loginPath,
      apiBaseUrl,
    });
    if (decision === "continue") return true;
    if ("redirect" in decision) navigate(decision.redirect);
    else leaveApp(decision.leave);
    return false;
  }, [host, loginPath, apiBaseUrl, leaveApp, token, pathname, search, navigate]);
}

const BROWSER_HOST = { kind: "browser", isApp: false } as const;

/**
 * Starts this host's way in (a "登录" button), returning to `target` (default: the current page)
 * afterwards: the same {@link loginEntry} the guard and the 401 dialog use, so a WeChat visitor
 * goes through WeChat OAuth, a partner-app visitor through /ThirdApps and a bank-app visitor
 * through /bankJsLogin, never a hard-coded /PhoneLogin.
 */
export function useStartLogin(): (target?: string) => void {
  // Outside an app (component tests) the plain browser way in: the login page.
  const app = useOptionalCityApp();
  const host = app?.host ?? BROWSER_HOST;
  const loginPath = app?.loginPath;
  const apiBaseUrl = app?.apiBaseUrl;
  const leaveApp = useLeaveApp();
  const { pathname, search } = useLocation();
  const navigate = useSafeNavigate();
  return useCallback(
    (target?: string) => {
      const entry = loginEntry(host, target ?? pathname + search, { loginPath, apiBaseUrl });
      if ("redirect" in entry) navigate(entry.redirect);
      else leaveApp(entry.leave, { replace: true });
    },
    [host, loginPath, apiBaseUrl, leaveApp, pathname, search, navigate],
  );
}

/** True when the history entry before this one belongs to the app (react-router keeps `idx`). */
function hasAppHistory(): boolean {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === "number" && state.idx > 0;
}

/**
 * Back navigation for headers: one step back when the previous entry is in the app, else `fallback`
 * ("/" by default) replacing the current entry, so a page opened from a shared link never leaves
 * the app. Errors are swallowed.
 */
export function useGoBack(fallback = "/"): () => void {
  const navigate = useSafeNavigate();
  return useCallback(() => {
    if (hasAppHistory()) navigate(-1);
    else navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}

/** The page's query string (spec section 2: inputs come in the query string). Read-only. */
export function useQueryParams(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}

/** The visitor's GCJ-02 location from the host's location store, or null until known. */
export function useCurrentLocation(): GeoPoint | null {
  return useStoredLocation();
}

/**
 * For login pages: answers `finishLogin(result?)`, which stores the login answer (when given) and
 * goes back to where the visitor was going: the `redirect` query parameter, else the shared
 * redirect URL, else "/" (only paths inside the app are followed), replacing the login page.
 */
export function useFinishLogin(): (result?: LoggedInPayload) => void {
  const dispatch = useAppDispatch();
  const params = useQueryParams();
  const storedRedirect = useAppSelector(selectRedirectUrl);
  const navigate = useSafeNavigate();
  return useCallback(
    (result?: LoggedInPayload) => {
      if (result) dispatch(loggedIn(result));
      const target = safeRedirectTarget(params.get("redirect") ?? storedRedirect);
      if (storedRedirect !== null) dispatch(redirectUrlSet(null));
      navigate(target, { replace: true });
    },
    [dispatch, params, storedRedirect, navigate],
  );
}

/** True while a session token is held. */
export function useIsLoggedIn(): boolean {
  return useAppSelector(selectToken) !== null;
}
