import { useT } from "@wenlv/i18n";
import { lazy, Suspense, useSyncExternalStore } from "react";
import { useLocation } from "react-router-dom";
import { useSafeNavigate } from "./navigation";
import { routeKey } from "./route-table";
import "./strings";

/** The tab bar's tabs (首页 "/", 我的 "/User"); labels are "common" keys. */
export const TABS = [
  { path: "/", label: "home" },
  { path: "/User", label: "mine" },
] as const;

/** Height of the tab bar without the safe area, px (antd-mobile TabBar). */
export const TAB_BAR_HEIGHT = 50;

/** antd-mobile's TabBar and icons: not needed to paint the page, so not in the first screen's JS (issue 8). */
const TabBarItems = lazy(() => import("./tab-bar-items"));

const noSubscription = () => () => {};
/** True in the browser, false while the server renders a first screen (decision 018). */
function useInBrowser(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

/**
 * The bottom tab bar shown on isTabPage routes (spec section 2), fixed above the home-indicator
 * safe area, with a spacer so page content never hides under it. The bar's box has its final height
 * from the first paint and the items fill it when their chunk arrives, so nothing shifts (CLS).
 */
export function AppTabBar() {
  const { t } = useT();
  const { pathname } = useLocation();
  const navigate = useSafeNavigate();
  const inBrowser = useInBrowser();
  const active = TABS.find((tab) => routeKey(tab.path) === routeKey(pathname))?.path ?? "";
  return (
    <>
      <div aria-hidden="true" style={{ height: TAB_BAR_HEIGHT }} />
      <nav
        aria-label={t("app.tabBar")}
        style={{
          position: "fixed",
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: 100,
          background: "var(--adm-color-background, #fff)",
          borderTop: "1px solid var(--adm-color-border, #eee)",
        }}
      >
        {/* The server's first screen keeps the empty bar: the items' styles come with their chunk. */}
        <Suspense fallback={<div style={{ height: TAB_BAR_HEIGHT }} />}>
          {inBrowser ? <TabBarItems active={active} onChange={(key) => navigate(key)} /> : <div style={{ height: TAB_BAR_HEIGHT }} />}
        </Suspense>
      </nav>
    </>
  );
}
