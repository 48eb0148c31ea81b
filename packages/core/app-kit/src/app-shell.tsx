import { endpointArgs, send } from "@wenlv/api-client";
import { HostChromeContext, hostChrome, usePageViewTracking, type TrackingSender } from "@wenlv/host";
import { useT } from "@wenlv/i18n";
import { formatTitle } from "@wenlv/theme";
import { SafeArea } from "antd-mobile";
import { Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { PageTitleContext, useCityApp, useCurrentEntry } from "./app-context";
import { PageErrorBoundary } from "./error-boundary";
import { KeepAliveOutlet } from "./keep-alive";
import { PageSkeleton } from "./page-skeleton";
import { useScrollRules } from "./scroll-restoration";
import { AppTabBar } from "./tab-bar";
import { routeTitle, siteName } from "./title";

/**
 * Sends page views (the table entry `pagePoint`) through the api-client without the error
 * catalogue: tracking failures are silent (no toast, no dialog).
 */
export const sendPageView: TrackingSender = (endpoint, body) => send(endpointArgs(endpoint, body));
const noTracking: TrackingSender = () => Promise.resolve();

function wrapPage(page: ReactNode, key: string): ReactNode {
  return (
    <PageErrorBoundary key={key}>
      <Suspense fallback={<PageSkeleton />}>{page}</Suspense>
    </PageErrorBoundary>
  );
}

/**
 * The layout around every page: top safe area, the keep-alive outlet (each page in an error
 * boundary and a Suspense skeleton), the tab bar on isTabPage routes, the document title
 * ("页面 - 站点" with partner overrides), the scroll rules and page-view tracking. The bars follow
 * the host (`hostChrome` of @wenlv/host, decision 026): where the host draws the nav bar,
 * PageHeader reads that from the context given here and draws none (the title still goes to
 * document.title, which the host shows); where the host has its own tab bar, ours and its spacer
 * are left out, so no blank gap stays.
 */
export function AppShell({ trackPageViews = true }: { trackPageViews?: boolean }) {
  const { partner, host } = useCityApp();
  const chrome = useMemo(() => hostChrome(host), [host]);
  const entry = useCurrentEntry();
  const { i18n } = useT();
  const { pathname, search } = useLocation();
  const key = pathname + search;
  const [override, setOverride] = useState<{ key: string; title: string; subject: boolean } | null>(null);

  useScrollRules();
  usePageViewTracking(trackPageViews ? sendPageView : noTracking);

  const setTitleOverride = useCallback((pageKey: string, title: string | null, subject = false) => {
    setOverride((current) => {
      if (title === null) return current?.key === pageKey ? null : current;
      return current?.key === pageKey && current.title === title && current.subject === subject ? current : { key: pageKey, title, subject };
    });
  }, []);

  const route = entry ? routeTitle(entry, partner) : "";
  // A page's own title replaces the route's; a subject leads it (useTitleSubject).
  const pageTitle = override?.key !== key ? route : override.subject && route ? `${override.title} · ${route}` : override.title;
  useEffect(() => {
    document.title = formatTitle(pageTitle, siteName(partner));
  }, [pageTitle, partner, i18n.language]);

  return (
    <PageTitleContext.Provider value={setTitleOverride}>
      <HostChromeContext.Provider value={chrome}>
        <SafeArea position="top" />
        <KeepAliveOutlet wrap={wrapPage} />
        {entry?.flags.isTabPage && chrome.tabBar ? <AppTabBar /> : null}
      </HostChromeContext.Provider>
    </PageTitleContext.Provider>
  );
}
