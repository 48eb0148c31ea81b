import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/**
 * Vite config of a host shell. The dev server proxies the API paths to the API (default
 * http://localhost:8080, or API_URL), so the app talks to one origin in development as in production.
 * Builds to dist/ with hashed chunks: one per lazy route.
 * @param {{ port?: number }} [options]
 */
export function shellViteConfig(options = {}) {
  const api = process.env.API_URL ?? "http://localhost:8080";
  const proxy = Object.fromEntries(["/api", "/res", "/pay"].map((p) => [p, { target: api, changeOrigin: true }]));
  return defineConfig({
    plugins: [react()],
    server: { port: options.port ?? 5173, proxy },
    preview: { proxy },
    build: {
      outDir: "dist",
      // No inline script: the API's Content-Security-Policy allows scripts from 'self' only.
      modulePreload: { polyfill: false },
      sourcemap: false,
      chunkSizeWarningLimit: 800,
    },
  });
}
