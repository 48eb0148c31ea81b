import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";
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
export async function installStaticApp(app: FastifyInstance, staticDir: string): Promise<ShellDocument | null> {
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
  const document = shellDocument(staticDir);
  app.get("/", (request, reply) => spaFallback(request, reply, document) ?? reply.callNotFound());
  return document;
}

/** Preload links of one route's page: its chunks and their CSS (route-preloads.json of @wenlv/vite-config). */
type RoutePreload = { js: string[]; css: string[] };

/** The shell's document for a path, as sent: the HTML and its brotli and gzip forms. */
export type ShellDocument = (pathname: string) => { html: string; br: Buffer; gzip: Buffer };

/**
 * index.html of the built shell, per route with `<link rel="modulepreload">` for the route's page
 * chunks and `<link rel="preload" as="style">` for their CSS, so the browser fetches the first
 * screen's page while it still downloads the entry (issue 8: a lean first screen; without them the
 * page chunk starts only after the entry has run). The map comes from the build
 * (`dist/.vite/route-preloads.json`, keys are lower-case paths as the app's routes match them); a
 * build without it, or a path not in it, gets index.html as built. Documents are made once per key.
 */
export function shellDocument(staticDir: string): ShellDocument {
  const template = readFileSync(path.join(staticDir, "index.html"), "utf8");
  const mapFile = path.join(staticDir, ".vite", "route-preloads.json");
  const preloads = existsSync(mapFile) ? (JSON.parse(readFileSync(mapFile, "utf8")) as Record<string, RoutePreload>) : {};
  const made = new Map<string, ReturnType<ShellDocument>>();
  const make = (key: string) => {
    const route = preloads[key];
    const links = route
      ? [...route.js.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`), ...route.css.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`)]
      : [];
    const html = links.length ? template.replace("</head>", `  ${links.join("\n    ")}\n  </head>`) : template;
    const buffer = Buffer.from(html);
    return { html, br: brotliCompressSync(buffer, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }), gzip: gzipSync(buffer, { level: 9 }) };
  };
  return (pathname) => {
    const key = pathname === "/index.html" ? "/" : pathname.replace(/\/+$/, "").toLowerCase() || "/";
    const known = key in preloads ? key : "";
    let document = made.get(known);
    if (!document) {
      document = make(known);
      made.set(known, document);
    }
    return document;
  };
}

/** The document's encodings in our order of preference (what @fastify/static offers for files). */
const documentEncodings = new Negotiator<"br" | "gzip">({ supportedValues: ["br", "gzip"] });

/**
 * SPA fallback (ARCHITECTURE.md: history-mode router): an unknown GET outside /api, /res and /pay
 * (and / itself) gets the shell's document for that path, so deep links like /ScenicDetail?id=1
 * load the app; brotli or gzip when the browser accepts it, revalidated on every load.
 */
export function spaFallback(request: FastifyRequest, reply: FastifyReply, document: ShellDocument): FastifyReply | null {
  if ((request.method !== "GET" && request.method !== "HEAD") || isServerPath(request.url)) return null;
  const pathname = request.url.split("?")[0] ?? "/";
  if (pathname !== "/index.html" && path.extname(pathname) !== "") return null;
  const sent = document(pathname);
  const encoding = documentEncodings.negotiate(String(request.headers["accept-encoding"] ?? ""));
  reply.header("Cache-Control", "no-cache").header("Vary", "Accept-Encoding").type("text/html; charset=utf-8");
  if (encoding) return reply.header("Content-Encoding", encoding).send(sent[encoding]);
  return reply.send(sent.html);
}
