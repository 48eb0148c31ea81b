import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";

/**
 * The document every shell serves, with the shell's site name and theme colour: one template, so
 * the shells' index.html files hold only their entry script. Runs before Vite reads the scripts.
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
  </head>
  <body>
    <div id="root"></div>
    ${entry}
  </body>
</html>
`;
      },
    },
  };
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
  const api = process.env.API_URL ?? "http://localhost:8080";
  const proxy = Object.fromEntries(["/api", "/res", "/pay"].map((p) => [p, { target: api, changeOrigin: true }]));
  return defineConfig({
    plugins: [
      react(),
      shellHtml(options),
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
    },
  });
}
