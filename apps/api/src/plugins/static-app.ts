import { existsSync } from "node:fs";
import path from "node:path";
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
 * Answers false when the folder has no index.html (nothing registered).
 */
export async function installStaticApp(app: FastifyInstance, staticDir: string): Promise<boolean> {
  if (!existsSync(path.join(staticDir, "index.html"))) {
    app.log.warn({ staticDir }, "STATIC_DIR has no index.html; the app is not served");
    return false;
  }
  await app.register(fastifyStatic, {
    root: staticDir,
    prefix: "/",
    wildcard: true,
    index: ["index.html"],
    preCompressed: true,
    // Build artefacts such as .vite/manifest.json (read by the size budget) are not the app's files.
    allowedPath: (pathName) => !pathName.split("/").some((segment) => segment.startsWith(".")),
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  return true;
}

/**
 * SPA fallback (ARCHITECTURE.md: history-mode router): an unknown GET outside /api, /res and /pay
 * that accepts HTML gets index.html, so deep links like /ScenicDetail?id=1 load the app.
 */
export function spaFallback(request: FastifyRequest, reply: FastifyReply): FastifyReply | null {
  if ((request.method !== "GET" && request.method !== "HEAD") || isServerPath(request.url)) return null;
  if (path.extname(request.url.split("?")[0] ?? "") !== "") return null;
  return reply.header("Cache-Control", "no-cache").sendFile("index.html");
}
