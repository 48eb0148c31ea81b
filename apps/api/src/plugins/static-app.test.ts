import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../test-utils";
import { FIRST_SCREEN_BUDGET_MS, FIRST_SCREEN_TTL_MS, preferredLanguage, shellDocument, type FirstScreenRender, type SentDocument } from "./static-app";

const BOOT = '<div id="root"><!--boot--><div class="wl-boot">skeleton</div><!--/boot--></div>';
const TEMPLATE = `<!doctype html>
<html lang="zh-CN">
  <head>
    <title>苏州文旅</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    ${BOOT}
  </body>
</html>
`;

/** A built shell: index.html with the boot marks, the route preload map, two stylesheets. */
function builtShell(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "wenlv-first-screen-"));
  mkdirSync(path.join(dir, "dist", ".vite"), { recursive: true });
  mkdirSync(path.join(dir, "dist", "assets"));
  writeFileSync(path.join(dir, "dist", "index.html"), TEMPLATE);
  writeFileSync(path.join(dir, "dist", "assets", "index-1.css"), "body{color:#111}");
  writeFileSync(path.join(dir, "dist", "assets", "home-2.css"), ".wl-home{padding:0}</style><script>");
  writeFileSync(
    path.join(dir, "dist", ".vite", "route-preloads.json"),
    JSON.stringify({ "": { js: ["/assets/app-1.js"], css: [] }, "/": { js: ["/assets/app-1.js", "/assets/home-2.js"], css: ["/assets/home-2.css"] } }),
  );
  return dir;
}

const asDocument = async (sent: SentDocument | Promise<SentDocument>) => (await sent).html;

describe("first screens rendered into the document (decision 018)", () => {
  let dir: string;
  beforeAll(() => {
    dir = builtShell();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("puts the first screen, its data, the page's chunks and all its CSS into the document, and no preload links", async () => {
    const render = vi.fn<FirstScreenRender>(async () => ({ html: "<main>拙政园 ¥40起</main>", state: '{"api":{}}', css: ":root{--adm-color-primary:#0e8790}", language: "en" }));
    const document = shellDocument(path.join(dir, "dist"), { render, fetch: vi.fn() });
    const html = await asDocument(document("/", { search: "?from=wx", acceptLanguage: "en-US,en;q=0.9", userAgent: "UA" }));
    expect(render).toHaveBeenCalledWith(expect.objectContaining({ url: "/?from=wx", acceptLanguage: "en-US,en;q=0.9", userAgent: "UA" }));
    expect(html).toContain('<div id="root"><main>拙政园 ¥40起</main></div>');
    expect(html).not.toContain("skeleton");
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<script type="application/json" id="wl-first-screen">{"api":{}}</script>');
    expect(html).toContain('<script type="application/json" id="wl-page-chunks">{"js":["/assets/app-1.js","/assets/home-2.js"]}</script>');
    expect(html).not.toContain("modulepreload");
    // Each inlined stylesheet is marked by a link no browser fetches (not text/css), so the app's
    // preload helper does not add it again while it starts (issue 8): the shell's and the page's.
    expect(html.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" type="text/x-inlined" href="/assets/home-2.css">',
      '<link rel="stylesheet" type="text/x-inlined" href="/assets/index-1.css">',
    ]);
    expect(html).toContain("<style>body{color:#111}</style>");
    expect(html).toContain(":root{--adm-color-primary:#0e8790}");
    // A stylesheet cannot close the <style> element it is inlined in.
    expect(html).toContain(".wl-home{padding:0}<\\/style><script>");
    // The tiny entry still loads at once: it starts the app once the page has painted.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
  });

  it("keeps the boot skeleton and the preloads when the renderer answers null, fails or is slow", async () => {
    const plainRoot = async (render: FirstScreenRender) => {
      const html = await asDocument(shellDocument(path.join(dir, "dist"), { render, fetch: vi.fn() })("/"));
      expect(html).toContain(BOOT);
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/home-2.js">');
      expect(html).not.toContain("wl-first-screen");
    };
    await plainRoot(async () => null);
    await plainRoot(async () => {
      throw new Error("render failed");
    });
    const started = Date.now();
    await plainRoot(() => new Promise(() => {}));
    expect(Date.now() - started).toBeGreaterThanOrEqual(FIRST_SCREEN_BUDGET_MS - 20);
  });

  it("renders only the pages of the preload map, and reuses a render for the TTL per URL and language", async () => {
    let clock = 0;
    const render = vi.fn<FirstScreenRender>(async ({ url }) => ({ html: `<p>${url}</p>`, state: "{}", language: "zh-CN" }));
    const document = shellDocument(path.join(dir, "dist"), { render, fetch: vi.fn(), now: () => clock });
    const unknown = await asDocument(document("/NoSuchPage"));
    expect(unknown).toContain(BOOT);
    expect(unknown).toContain('<link rel="modulepreload" crossorigin href="/assets/app-1.js">');
    expect(render).not.toHaveBeenCalled();

    await document("/", { acceptLanguage: "zh-CN" });
    await document("/", { acceptLanguage: "zh-TW,zh;q=0.8" });
    expect(render).toHaveBeenCalledTimes(1);
    await document("/", { acceptLanguage: "en" });
    await document("/", { search: "?a=1", acceptLanguage: "zh-CN" });
    expect(render).toHaveBeenCalledTimes(3);
    clock += FIRST_SCREEN_TTL_MS;
    await document("/", { acceptLanguage: "zh-CN" });
    expect(render).toHaveBeenCalledTimes(4);
  });

  it("keeps a render per variant of the user agent when the renderer names one (the host's bars, decision 026)", async () => {
    const render = Object.assign(
      vi.fn(async ({ userAgent }: { userAgent?: string }) => ({ html: `<p>${userAgent?.includes("NativeNav") ? "no header" : "header"}</p>`, state: "{}", language: "zh-CN" })),
      { variantOf: (userAgent: string | undefined) => (userAgent?.includes("NativeNav") ? "tab" : "nav,tab") },
    ) as FirstScreenRender;
    const document = shellDocument(path.join(dir, "dist"), { render, fetch: vi.fn(), now: () => 0 });
    expect(await asDocument(document("/", { userAgent: "SZBankApp/6.2.0" }))).toContain("<p>header</p>");
    expect(await asDocument(document("/", { userAgent: "SZBankApp/6.2.0 NativeNav" }))).toContain("<p>no header</p>");
    expect(await asDocument(document("/", { userAgent: "Safari" }))).toContain("<p>header</p>");
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("keys languages as the renderer picks them", () => {
    expect(preferredLanguage("fr-FR,en;q=0.8,zh;q=0.5")).toBe("en");
    expect(preferredLanguage("en;q=0.2, zh-CN")).toBe("zh-CN");
    expect(preferredLanguage("en;q=0, zh")).toBe("zh-CN");
    expect(preferredLanguage(undefined)).toBe("zh-CN");
  });
});

describe("the shell's server entry through the API (dist-ssr/entry-server.js)", () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = builtShell();
    mkdirSync(path.join(dir, "dist-ssr"));
    // A server entry that asks the API in process, as createFirstScreenRenderer does with RTK Query.
    writeFileSync(
      path.join(dir, "dist-ssr", "entry-server.js"),
      `export async function renderFirstScreen({ url, fetch }) {
        const answer = await fetch(new Request("http://first-screen.local/api/scenic/list?hot=1&page_size=2", { headers: { accept: "application/json" } }));
        const body = await answer.json();
        return { html: "<ol>" + body.data.list.map((s) => "<li>" + s.name + "</li>").join("") + "</ol><p>" + url + "</p>", state: JSON.stringify({ code: body.code }), language: "zh-CN" };
      }`,
    );
    t = await createTestApp({ env: { STATIC_DIR: path.join(dir, "dist") } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("serves / with the hot spots the API answered in process, brotli-compressed on request", async () => {
    const res = await t.app.inject({ method: "GET", url: "/?x=1", headers: { "accept-encoding": "br" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers.vary).toContain("Accept-Language");
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toMatch(/<div id="root"><ol><li>[^<]+<\/li><li>[^<]+<\/li><\/ol><p>\/\?x=1<\/p><\/div>/);
    expect(html).toContain('id="wl-first-screen">{"code":1}</script>');
  });
});
