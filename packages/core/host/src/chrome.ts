import { createContext, useContext } from "react";
import type { HostInfo } from "./detect-host";

/** Which of our own bars a page draws: the nav bar (PageHeader) and, on tab pages, the tab bar. */
export type HostChrome = Readonly<{ navBar: boolean; tabBar: boolean }>;

/**
 * The bars we draw in `host` (issue 9 "shells that feel like their hosts", decision 026):
 * - mini-program web-view: neither; WeChat draws the nav bar (title from document.title, its own
 *   back) and the mini-program has its own tab bar;
 * - bank app and district partner apps: our tab bar; our nav bar only when the app does not draw
 *   its own (`host.hostNavBar`, which detectHost sets only for these hosts' "NativeNav" UA token);
 * - WeChat browser and plain browser: both (detectHost never sets `hostNavBar` there).
 * A new object on each call: callers that hand it to a context memoise it (AppShell does).
 */
export function hostChrome(host: Pick<HostInfo, "kind" | "hostNavBar">): HostChrome {
  return { navBar: !host.hostNavBar, tabBar: host.kind !== "miniprogram" };
}

/**
 * The bars of the running app, provided by app-kit's AppShell from the detected host; outside an
 * app (component tests, Storybook) both bars are drawn.
 */
export const HostChromeContext = createContext<HostChrome>({ navBar: true, tabBar: true });

/** The bars the page should draw (see {@link hostChrome}). */
export function useHostChrome(): HostChrome {
  return useContext(HostChromeContext);
}
