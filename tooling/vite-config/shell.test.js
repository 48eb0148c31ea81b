import { describe, expect, it } from "vitest";
import { bootSkeleton, routeLines, shellHtml } from "./index.js";

describe("routeLines", () => {
  it("reads each one-line route's path, aliases and page import", () => {
    const code = [
      'import { lazyPage, type RouteDef } from "@wenlv/app-kit";',
      "export const routes: RouteDef[] = [",
      '  { path: "/ScenicDetail", aliases: ["/ScenicDetailKs", "/ScenicDetailNew"], title: "tickets:titles.detail", lazy: lazyPage(() => import("./pages/scenic-detail"), "ScenicDetailPage") },',
      '  { path: "/", title: "home:titles.home", lazy: lazyPage(() => import("./pages/home"), "HomePage"), flags: { isTabPage: true } },',
      '  { path: "/NoPage", title: "x:titles.none" },',
      "];",
    ].join("\n");
    expect(routeLines(code)).toEqual([
      { paths: ["/ScenicDetail", "/ScenicDetailKs", "/ScenicDetailNew"], specifier: "./pages/scenic-detail" },
      { paths: ["/"], specifier: "./pages/home" },
    ]);
  });
});

describe("shellHtml", () => {
  it("puts the site name, theme colour and the boot skeleton around the entry script", () => {
    const plugin = shellHtml({ title: "苏州文旅", themeColor: "#0e8790" });
    const html = plugin.transformIndexHtml.handler('<script type="module" src="/src/main.tsx"></script>');
    expect(html).toContain("<title>苏州文旅</title>");
    expect(html).toContain('<meta name="theme-color" content="#0e8790" />');
    expect(html).toContain(`<div id="root"><!--boot-->${bootSkeleton("#0e8790")}<!--/boot--></div>`);
    expect(html).toContain("background:#0e8790");
    expect(html).toContain('<script type="module" src="/src/main.tsx"></script>');
    // No inline script: the API's CSP allows scripts from 'self' only.
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it("refuses an index.html without the entry script", () => {
    const plugin = shellHtml({ title: "x", themeColor: "#000" });
    expect(() => plugin.transformIndexHtml.handler("<div></div>")).toThrow(/entry/);
  });
});
