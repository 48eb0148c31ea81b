import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";
import { createRequire } from "node:module";
import path from "node:path";
import zlib from "node:zlib";

const require = createRequire(import.meta.url);
const preactRoot = path.dirname(require.resolve("preact/package.json"));

/**
 * React's module names mapped to Preact's compat layer (preact/compat implements the React 19 API
 * the product uses: hooks, use, useSyncExternalStore, startTransition, portals, forwardRef, lazy).
 * Applied to production builds only (docs/decisions/016-preact-in-production.md): react-dom 19
 * alone is about 57 KiB gzip of the 120 KiB first-screen budget, Preact with compat about 11 KiB.
 * Unit tests and the dev server run on React; the Playwright journeys run on the built shells.
 */
export const preactAliases = [
  { find: /^react-dom\/test-utils$/, replacement: path.join(preactRoot, "test-utils/dist/testUtils.mjs") },
  { find: /^react-dom\/client$/, replacement: path.join(preactRoot, "compat/client.mjs") },
  { find: /^react-dom$/, replacement: path.join(preactRoot, "compat/dist/compat.mjs") },
  { find: /^react\/jsx-runtime$/, replacement: path.join(preactRoot, "jsx-runtime/dist/jsxRuntime.mjs") },
  { find: /^react\/jsx-dev-runtime$/, replacement: path.join(preactRoot, "jsx-runtime/dist/jsxRuntime.mjs") },
  { find: /^react$/, replacement: path.join(preactRoot, "compat/dist/compat.mjs") },
];

/**
 * The first paint before any script runs (issue 8: "paint a real skeleton from the HTML"): a bar in
 * the shell's theme colour with the partner's mark and a search-box outline, then grey rows in the
 * shape of a list. The app's first render replaces it (createRoot clears #root). No text, so no
 * language to choose; the mark is an inline SVG, which counts as the first contentful paint.
 * Styles are inline (the API's CSP allows inline styles, not inline scripts).
 * @param {string} themeColor
 */
export function bootSkeleton(themeColor) {
  const row = '<div class="wl-boot-row"><i class="wl-boot-img"></i><div><i class="wl-boot-line"></i><i class="wl-boot-line wl-boot-short"></i></div></div>';
  return `<div class="wl-boot" aria-hidden="true"><div class="wl-boot-bar"><svg viewBox="0 0 32 32" width="28" height="28"><rect width="32" height="32" rx="7" fill="#fff" fill-opacity=".25"/><circle cx="16" cy="17" r="8" fill="none" stroke="#fff" stroke-width="3"/><path d="M6 26h20" stroke="#fff" stroke-width="3"/></svg><i class="wl-boot-search"></i></div>${row.repeat(5)}</div>`;
}

const bootStyle = (themeColor) => `<style>
      body{margin:0;background:#f5f6f7}
      .wl-boot-bar{display:flex;align-items:center;gap:12px;height:64px;padding:0 12px;background:${themeColor}}
      .wl-boot-search{flex:1;height:40px;border-radius:8px;background:#fff}
      .wl-boot-row{display:flex;gap:12px;margin:12px;padding:12px;border-radius:8px;background:#fff}
      .wl-boot-img{flex:none;width:112px;height:84px;border-radius:6px;background:#eceef0}
      .wl-boot-row>div{flex:1}
      .wl-boot-line{display:block;height:16px;margin:6px 0 14px;border-radius:4px;background:#eceef0}
      .wl-boot-short{width:55%}
    </style>`;

/**
 * The document every shell serves, with the shell's site name and theme colour: one template, so
 * the shells' index.html files hold only their entry script. Runs before Vite reads the scripts.
 * #root holds {@link bootSkeleton} until the app renders, between `<!--boot-->` marks where the API puts
 * a first screen it rendered instead (decision 018).
 * @param {{ title: string, themeColor: string }} shell
 * @returns {import("vite").Plugin}
 */
export function shellHtml({ title, themeColor }) {
  return {
    name: "wenlv-shell-html",
    transformIndexHtml: {
      order: "pre",
      handler: (html) => {
        const entry = html.match(/<script type="module" src="[^"]+"><\/script>/)?.[0];
        if (!entry) throw new Error("index.html must hold the shell's entry <script type=\"module\" src=...>");
        return `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="theme-color" content="${themeColor}" />
    <meta name="format-detection" content="telephone=no" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>${title}</title>
    ${bootStyle(themeColor)}
  </head>
  <body>
    <div id="root"><!--boot-->${bootSkeleton(themeColor)}<!--/boot--></div>
    ${entry}
  </body>
</html>
`;
      },
    },
  };
}

/** One route's page: its chunks outside the entry's and their CSS, as absolute URLs. */
/** @typedef {{ js: string[], css: string[] }} RoutePreload */

/**
 * Routes of a feature's `routes.ts`, read from its one-line-per-route convention
 * (docs/adding-a-feature.md): `{ path: "/X", aliases: ["/Y"], ... lazyPage(() => import("./pages/x"), ...) }`.
 * @param {string} code
 * @returns {{ paths: string[], specifier: string }[]}
 */
export function routeLines(code) {
  const routes = [];
  for (const line of code.split("\n")) {
    const path = line.match(/\bpath:\s*"([^"]+)"/)?.[1];
    const specifier = line.match(/\bimport\(\s*"([^"]+)"\s*\)/)?.[1];
    if (!path || !specifier) continue;
    const aliases = [...(line.match(/\baliases:\s*\[([^\]]*)\]/)?.[1] ?? "").matchAll(/"([^"]+)"/g)].map((m) => m[1]);
    routes.push({ paths: [path, ...aliases], specifier });
  }
  return routes;
}

/**
 * Writes `dist/.vite/route-preloads.json`: for each route path (lower case, as the app matches
 * paths) the app module the entry starts (`""` holds it alone, for any other path), then the page
 * chunk with the chunks it imports that the entry and the app do not already load, and their
 * CSS. The API's static handler adds them as `<link rel="modulepreload">` / `preload` to the
 * document of that path, so the page downloads beside the entry instead of after it (issue 8).
 * @returns {import("vite").Plugin}
 */
export function routePreloads() {
  /** @type {Map<string, string[]>} page module id -> route paths */
  const pages = new Map();
  return {
    name: "wenlv-route-preloads",
    apply: "build",
    async transform(code, id) {
      if (!/[\\/]src[\\/]routes\.tsx?$/.test(id)) return null;
      for (const route of routeLines(code)) {
        const resolved = await this.resolve(route.specifier, id);
        if (resolved) pages.set(resolved.id, [...(pages.get(resolved.id) ?? []), ...route.paths]);
      }
      return null;
    },
    // After Vite's own generateBundle work, which deletes chunks that only held CSS imports.
    generateBundle: { order: "post", handler: emitRoutePreloads },
  };

  /** @this {import("rollup").PluginContext} @param {unknown} _options @param {import("rollup").OutputBundle} bundle */
  function emitRoutePreloads(_options, bundle) {
    const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
    const closure = (name, seen = new Set()) => {
      if (seen.has(name)) return seen;
      seen.add(name);
      const chunk = bundle[name];
      if (chunk?.type === "chunk") for (const imported of chunk.imports) closure(imported, seen);
      return seen;
    };
    const entries = chunks.filter((chunk) => chunk.isEntry);
    const critical = new Set(entries.flatMap((chunk) => [...closure(chunk.fileName)]));
    // The app module the entry starts (startApp(() => import("./app"))), needed by every page first.
    const app = new Set(entries.flatMap((chunk) => chunk.dynamicImports.flatMap((name) => [...closure(name)])).filter((name) => !critical.has(name)));
    const preload = (files) => ({
      js: files.map((name) => `/${name}`),
      css: [...new Set(files.flatMap((name) => [...(bundle[name].viteMetadata?.importedCss ?? [])]))].map((name) => `/${name}`),
    });
    /** @type {Record<string, RoutePreload>} */
    const map = { "": preload([...app].filter((name) => bundle[name])) };
    for (const chunk of chunks) {
      // A page's chunk loses its facade when a lazy part of the page (e.g. the detail page's map
      // section) imports modules from it: then the page module is found among the chunk's modules.
      const paths = !chunk.isDynamicEntry
        ? []
        : chunk.facadeModuleId && pages.has(chunk.facadeModuleId)
          ? (pages.get(chunk.facadeModuleId) ?? [])
          : chunk.moduleIds.flatMap((id) => pages.get(id) ?? []);
      if (paths.length === 0) continue;
      const page = [...closure(chunk.fileName)].filter((name) => bundle[name] && !critical.has(name) && !app.has(name));
      const files = [...app].filter((name) => bundle[name]).concat(page);
      for (const path of paths) map[path.toLowerCase()] = preload(files);
    }
    this.emitFile({ type: "asset", fileName: ".vite/route-preloads.json", source: JSON.stringify(map, null, 1) });
  }
}

/**
 * Vite config of a host shell. The dev server proxies the API paths to the API (default
 * http://localhost:8080, or API_URL), so the app talks to one origin in development as in production.
 * Builds to dist/ with hashed chunks (one per lazy route), each text file also as .br and .gz.
 * The document around the entry script comes from {@link shellHtml}.
 * @param {{ title: string, themeColor: string, port?: number }} options the site name (zh-CN, before
 *   the app sets the page title), the theme colour of the browser bar, the dev server port
 */
export function shellViteConfig(options) {
  return defineConfig(({ command, isSsrBuild }) => (isSsrBuild ? serverEntryConfig() : shellConfig(options, command === "build")));
}

/** V8's explicit compile hint for a whole file (WICG "Explicit JavaScript compile hints", Chrome 136+). */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * Writes {@link COMPILE_HINT} as the first line of the app chunk (the module the entry loads, which
 * holds createCityApp, the router, the store, the strings and the first render), so the browser
 * compiles every function of it while the file streams in, on a background thread, instead of on the
 * main thread when the app first calls each one. Measured with Lighthouse, it takes the first
 * screens' blocking time from 170-250 ms to about 50 ms (issue 8, decision 032). Other chunks keep
 * V8's lazy compiling: most of a lazy library never runs. Browsers without the feature read a
 * comment. Added after minification (which drops comments) and before the .br/.gz files are made;
 * a source map moves down one line with it.
 * @param {string} chunkName the chunk to mark ("app")
 * @returns {import("vite").Plugin}
 */
export function compileHint(chunkName = "app") {
  return {
    name: "wenlv:compile-hint",
    apply: "build",
    enforce: "post",
    // "post": after Vite has put its preload table (`__vite__mapDeps`) at the top of the chunk, and
    // after the .br/.gz files were made (vite-plugin-compression2), which are made again here.
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== "chunk" || file.name !== chunkName) continue;
          file.code = `${COMPILE_HINT}\n${file.code}`;
          if (file.map) file.map.mappings = `;${file.map.mappings}`;
          const source = Buffer.from(file.code);
          const br = bundle[`${file.fileName}.br`];
          if (br?.type === "asset") br.source = zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
          const gz = bundle[`${file.fileName}.gz`];
          if (gz?.type === "asset") gz.source = zlib.gzipSync(source, { level: 9 });
        }
      },
    },
  };
}

/**
 * `vite build --ssr src/entry-server.tsx`: the shell's server entry (createFirstScreenRenderer), one
 * self-contained ES module in dist-ssr/ (outside dist/, so it is never served) that the API imports
 * to render first screens (decision 018). Everything is bundled (antd-mobile's CSS imports are
 * dropped), on React's own server renderer; the browser build stays on Preact.
 * @returns {import("vite").UserConfig}
 */
function serverEntryConfig() {
  return {
    plugins: [react()],
    // React's production server renderer whatever NODE_ENV the API runs with (no dev checks, no stacks in HTML).
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    ssr: { noExternal: true, target: "node" },
    build: { outDir: "dist-ssr", emptyOutDir: true, sourcemap: false, minify: false, copyPublicDir: false, rollupOptions: { output: { inlineDynamicImports: true } } },
  };
}

/**
 * @param {{ title: string, themeColor: string, port?: number }} options
 * @param {boolean} production
 * @returns {import("vite").UserConfig}
 */
function shellConfig(options, production) {
  const api = process.env.API_URL ?? "http://localhost:8080";
  const proxy = Object.fromEntries(["/api", "/res", "/pay"].map((p) => [p, { target: api, changeOrigin: true }]));
  return {
    resolve: production ? { alias: preactAliases } : {},
    plugins: [
      react(),
      shellHtml(options),
      routePreloads(),
      compileHint(),
      // Brotli and gzip files beside each text asset, sent by the API's static handler to browsers
      // that accept them (issue 8; @fastify/static preCompressed). Originals stay for the others.
      compression({ algorithms: ["brotliCompress", "gzip"], include: /\.(js|css|html|svg|json|webmanifest)$/, threshold: 1024, skipIfLargerOrEqual: true }),
    ],
    server: { port: options.port ?? 5173, proxy },
    preview: { proxy },
    build: {
      outDir: "dist",
      // dist/.vite/manifest.json: what the size budget (budget.js) measures.
      manifest: true,
      // No inline script: the API's Content-Security-Policy allows scripts from 'self' only.
      modulePreload: { polyfill: false },
      sourcemap: false,
      // Vite warns over 300 kB minified (about 90 KiB gzip): any chunk that big is a budget problem (budget.js).
      chunkSizeWarningLimit: 300,
      // Lazy chunks and assets are named by their hash alone (the app module keeps "app-"): the app
      // chunk's table of every lazy chunk's files (Vite's preload dependency list, about 220 names)
      // is critical JS, and the descriptive names cost it about 1.4 KiB gzip (decision 029). The
      // manifest still maps each file to its sources.
      rollupOptions: {
        output: {
          chunkFileNames: (chunk) => (chunk.name === "app" ? "assets/[name]-[hash].js" : "assets/[hash].js"),
          assetFileNames: "assets/[hash][extname]",
        },
      },
    },
  };
}
