import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";
import { acceptLanguageTags, detectLanguage } from "@wenlv/i18n/language";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** Paths the SPA fallback never answers: the API, generated resources and the pay sandbox. */
export function isServerPath(url: string): boolean {
  return /^\/(api|res|pay)(\/|$|\?)/.test(url);
}

/**
 * Serves a built shell (STATIC_DIR) at /: hashed files under /assets/ are cached for a year,
 * everything else (index.html) is revalidated on every load so a deploy shows at once. A file's
 * brotli or gzip sibling made at build time (`x.js.br`, `x.js.gz`, @wenlv/vite-config) is sent to
 * a browser that accepts it, with `Vary: Accept-Encoding` (issue 8: the 658 kB entry went
 * uncompressed).
 * index.html itself is sent by {@link spaFallback} as the route's {@link ShellDocument}.
 * Answers null when the folder has no index.html (nothing registered).
 */
export async function installStaticApp(app: FastifyInstance, staticDir: string, options: { firstScreenBudgetMs?: number } = {}): Promise<ShellDocument | null> {
  if (!existsSync(path.join(staticDir, "index.html"))) {
    app.log.warn({ staticDir }, "STATIC_DIR has no index.html; the app is not served");
    return null;
  }
  await app.register(fastifyStatic, {
    root: staticDir,
    prefix: "/",
    wildcard: true,
    // "/" and /index.html go to the SPA fallback, which adds the route's preloads.
    index: false,
    preCompressed: true,
    // Build artefacts such as .vite/manifest.json (read by the size budget) are not the app's files.
    allowedPath: (pathName) => !pathName.split("/").some((segment) => segment.startsWith(".")),
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  const budgetMs = options.firstScreenBudgetMs ?? FIRST_SCREEN_BUDGET_MS;
  const renderer = budgetMs > 0 ? await loadFirstScreenRenderer(app, staticDir) : null;
  const document = shellDocument(staticDir, renderer ? { render: renderer, fetch: injectFetch(app), budgetMs } : undefined);
  app.get("/", (request, reply) => spaFallback(request, reply, document) ?? reply.callNotFound());
  // A first render loads the page's code and warms the JIT: done once at start for "/", so the
  // first visitor does not get the skeleton for a cold renderer.
  if (renderer) app.addHook("onReady", async () => void Promise.resolve(document("/")).catch(() => undefined));
  return document;
}

/**
 * What the shell's server entry renders for a document (createFirstScreenRenderer of @wenlv/app-kit).
 * `variantOf(userAgent)`, when the entry has it, names what of the render follows the user agent
 * (the host's bars, decision 026); rendered documents are kept per variant.
 */
export type FirstScreenRender = ((request: {
  url: string;
  acceptLanguage?: string;
  userAgent?: string;
  fetch: typeof fetch;
}) => Promise<{ html: string; state: string; css?: string; language: string } | null>) & { variantOf?: (userAgent: string | undefined) => string };

/**
 * The shell's server entry, `dist-ssr/entry-server.js` beside STATIC_DIR (`vite build --ssr`,
 * decision 018), or null when the shell was built without one (the documents keep their skeleton).
 */
export async function loadFirstScreenRenderer(app: FastifyInstance, staticDir: string): Promise<FirstScreenRender | null> {
  const entry = path.join(staticDir, "..", "dist-ssr", "entry-server.js");
  if (!existsSync(entry)) return null;
  try {
    const module = (await import(pathToFileURL(entry).href)) as { renderFirstScreen?: FirstScreenRender };
    return typeof module.renderFirstScreen === "function" ? module.renderFirstScreen : null;
  } catch (err) {
    app.log.warn({ err, entry }, "the shell's server entry did not load; documents keep their boot skeleton");
    return null;
  }
}

/**
 * fetch over Fastify's inject: the first screen's API calls are answered in process by the same
 * routes, hooks and caches as a browser's, without a socket.
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.method === "GET" || request.method === "HEAD" ? undefined : Buffer.from(await request.arrayBuffer());
    const answer = await app.inject({
      method: request.method as "GET",
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : String(value));
    }
    return new Response(answer.statusCode === 204 || answer.statusCode === 304 ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}

/** Preload links of one route's page: its chunks and their CSS (route-preloads.json of @wenlv/vite-config). */
type RoutePreload = { js: string[]; css: string[] };

/**
 * A `<link rel="stylesheet" type="text/x-inlined">` per stylesheet the document already holds
 * inline. A browser fetches no stylesheet whose `type` is not text/css (HTML, "link type
 * stylesheet"; a `disabled` one Chromium still fetches), and Vite's preload helper, which adds a
 * page's CSS when its chunk loads, skips a stylesheet that already has a link. Without them the
 * app added every inlined stylesheet again while hydrating, and the browser restyled the whole page
 * for each (about 130 ms of blocking time on a throttled phone; issue 8).
 */
export function inlinedMarks(hrefs: readonly string[]): string {
  return [...new Set(hrefs)].map((href) => `    <link rel="stylesheet" type="text/x-inlined" href="${href}">\n`).join("");
}

/** A document as sent: the HTML and its brotli and gzip forms. */
export type SentDocument = { html: string; br: Buffer; gzip: Buffer };

/** What a document depends on besides its path: the query (first screen data) and the visitor's languages. */
export type DocumentRequest = { search?: string; acceptLanguage?: string; userAgent?: string };

/**
 * The shell's document for a path: the built page with the route's preloads, synchronously, or,
 * for a page the shell's server entry renders, a promise of the document with its first screen.
 */
export type ShellDocument = (pathname: string, request?: DocumentRequest) => SentDocument | Promise<SentDocument>;

/** How long a rendered first screen is reused (the catalogue cache's bound, decision 014), and how many. */
export const FIRST_SCREEN_TTL_MS = 3_000;
export const FIRST_SCREEN_MAX_ENTRIES = 200;
/** A first screen slower than this (default; FIRST_SCREEN_BUDGET_MS) is not waited for: the visitor gets the boot skeleton. */
export const FIRST_SCREEN_BUDGET_MS = 400;

/**
 * The language a browser with this Accept-Language gets (@wenlv/i18n's rule, the one the renderer
 * applies when the URL has no `lang`), as a cache key part: other tags do not make another document.
 */
export function preferredLanguage(header: string | undefined): string {
  return detectLanguage({ languages: acceptLanguageTags(header) });
}

/** JSON safe inside a `<script>` element. */
function scriptSafe(json: string): string {
  return json.replace(/</g, "\\u003c");
}

function compress(html: string, quality: number): SentDocument {
  const buffer = Buffer.from(html);
  return {
    html,
    br: brotliCompressSync(buffer, { params: { [zlib.BROTLI_PARAM_QUALITY]: quality } }),
    gzip: gzipSync(buffer, { level: quality >= 11 ? 9 : 6 }),
  };
}

/**
 * index.html of the built shell, per route with `<link rel="modulepreload">` for the route's page
 * chunks and `<link rel="preload" as="style">` for their CSS, so the browser fetches the first
 * screen's page while it still downloads the entry (issue 8: a lean first screen; without them the
 * page chunk starts only after the entry has run). The map comes from the build
 * (`dist/.vite/route-preloads.json`, keys are lower-case paths as the app's routes match them); a
 * build without it, or a path not in it, gets index.html as built. Documents are made once per key.
 *
 * With `firstScreen` (the shell's server entry, decision 018) a page it renders gets its first
 * screen in `#root` instead of the boot skeleton (between the build's `<!--boot-->` marks), the
 * page's CSS inline (so the HTML paints styled without waiting for the stylesheets), the API
 * answers it used as `<script type="application/json" id="wl-first-screen">` and `<html lang>`
 * of the language rendered. Rendered documents are kept {@link FIRST_SCREEN_TTL_MS} per URL,
 * language and the renderer's `variantOf` the user agent (the host's bars); a render that fails, answers null or takes over `budgetMs` (default
 * {@link FIRST_SCREEN_BUDGET_MS}) leaves the skeleton document.
 */
export function shellDocument(
  staticDir: string,
  firstScreen?: { render: FirstScreenRender; fetch: typeof fetch; now?: () => number; budgetMs?: number },
): ShellDocument {
  const template = readFileSync(path.join(staticDir, "index.html"), "utf8");
  const mapFile = path.join(staticDir, ".vite", "route-preloads.json");
  const preloads = existsSync(mapFile) ? (JSON.parse(readFileSync(mapFile, "utf8")) as Record<string, RoutePreload>) : {};
  const made = new Map<string, SentDocument>();
  const withPreloads = (key: string) => {
    const route = preloads[key];
    const links = route
      ? [...route.js.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`), ...route.css.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`)]
      : [];
    return links.length ? template.replace("</head>", `  ${links.join("\n    ")}\n  </head>`) : template;
  };
  const keyOf = (pathname: string) => {
    const key = pathname === "/index.html" ? "/" : pathname.replace(/\/+$/, "").toLowerCase() || "/";
    return key in preloads ? key : "";
  };
  const plain = (known: string) => {
    let document = made.get(known);
    if (!document) {
      document = compress(withPreloads(known), 11);
      made.set(known, document);
    }
    return document;
  };

  if (!firstScreen || !template.includes("<!--boot-->")) return (pathname) => plain(keyOf(pathname));

  const now = firstScreen.now ?? Date.now;
  const css = new Map<string, string>();
  const cssText = (href: string) => {
    let text = css.get(href);
    if (text === undefined) {
      const file = path.join(staticDir, href.replace(/^\/+/, ""));
      text = existsSync(file) && path.resolve(file).startsWith(path.resolve(staticDir)) ? readFileSync(file, "utf8").replace(/<\/style/gi, "<\\/style") : "";
      css.set(href, text);
    }
    return text;
  };
  const inlineCss = (key: string) => (preloads[key]?.css ?? []).map(cssText).join("\n");
  const rendered = new Map<string, { at: number; document: Promise<SentDocument> }>();

  const render = async (known: string, url: string, request: DocumentRequest): Promise<SentDocument> => {
    const screen = await firstScreen.render({ url, acceptLanguage: request.acceptLanguage, userAgent: request.userAgent, fetch: firstScreen.fetch });
    if (!screen) return plain(known);
    // No preload links: the scripts are fetched once the first screen has painted (startApp of
    // @wenlv/app-kit/boot reads the page's chunks from #wl-page-chunks), so they never compete
    // with the document's images, and the page paints before any script work.
    const chunks = scriptSafe(JSON.stringify({ js: preloads[known]?.js ?? [] }));
    const inlined = (preloads[known]?.css ?? []).filter((href) => cssText(href));
    const html = template
      // The shell's own stylesheet inline too: nothing left that blocks the first paint.
      .replace(/<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[^"]+\.css)">/g, (link, href: string) => {
        const text = cssText(href);
        if (text) inlined.push(href);
        return text ? `<style>${text}</style>` : link;
      })
      .replace(/<html lang="[^"]*">/, `<html lang="${screen.language === "en" ? "en" : "zh-CN"}">`)
      .replace("</head>", () => `  <style>${(screen.css ?? "").replace(/<\/style/gi, "<\\/style")}\n${inlineCss(known)}</style>\n${inlinedMarks(inlined)}  </head>`)
      .replace(/<!--boot-->[\s\S]*<!--\/boot-->/, () => screen.html)
      .replace(
        "</body>",
        () => `  <script type="application/json" id="wl-first-screen">${screen.state}</script>\n    <script type="application/json" id="wl-page-chunks">${chunks}</script>\n  </body>`,
      );
    return compress(html, 5);
  };

  return (pathname, request = {}) => {
    const known = keyOf(pathname);
    if (!known) return plain(known);
    const url = pathname + (request.search ?? "");
    const cacheKey = `${url}|${preferredLanguage(request.acceptLanguage)}|${firstScreen.render.variantOf?.(request.userAgent) ?? ""}`;
    const hit = rendered.get(cacheKey);
    if (hit && now() - hit.at < FIRST_SCREEN_TTL_MS) return hit.document;
    const document = render(known, url, request).catch(() => plain(known));
    if (rendered.size >= FIRST_SCREEN_MAX_ENTRIES) rendered.delete(rendered.keys().next().value as string);
    rendered.set(cacheKey, { at: now(), document });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<SentDocument>((resolve) => {
      timer = setTimeout(() => resolve(plain(known)), firstScreen.budgetMs ?? FIRST_SCREEN_BUDGET_MS);
    });
    return Promise.race([document, late]).finally(() => clearTimeout(timer));
  };
}

/** The document's encodings in our order of preference (what @fastify/static offers for files). */
const documentEncodings = new Negotiator<"br" | "gzip">({ supportedValues: ["br", "gzip"] });

/**
 * SPA fallback (ARCHITECTURE.md: history-mode router): an unknown GET outside /api, /res and /pay
 * (and / itself) gets the shell's document for that path, so deep links like /ScenicDetail?id=1
 * load the app; brotli or gzip when the browser accepts it, revalidated on every load.
 */
export function spaFallback(request: FastifyRequest, reply: FastifyReply, document: ShellDocument): FastifyReply | Promise<FastifyReply> | null {
  if ((request.method !== "GET" && request.method !== "HEAD") || isServerPath(request.url)) return null;
  const [pathname = "/", query] = request.url.split(/\?(.*)/s, 2);
  if (pathname !== "/index.html" && path.extname(pathname) !== "") return null;
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(",") : value;
  };
  const sent = document(pathname, { search: query ? `?${query}` : "", acceptLanguage: header("accept-language"), userAgent: header("user-agent") });
  const encoding = documentEncodings.negotiate(String(request.headers["accept-encoding"] ?? ""));
  reply.header("Cache-Control", "no-cache").header("Vary", "Accept-Encoding, Accept-Language").type("text/html; charset=utf-8");
  const send = (doc: SentDocument) => (encoding ? reply.header("Content-Encoding", encoding).send(doc[encoding]) : reply.send(doc.html));
  return sent instanceof Promise ? sent.then(send) : send(sent);
}
