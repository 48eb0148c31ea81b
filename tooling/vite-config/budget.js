import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * Size budgets of a shell build (issue 8; DEVELOPERS.md "Speed is part of done"), in gzip bytes:
 * the critical JS (the entry and every chunk it imports statically, what the first screen must
 * load, plus the app module the entry starts with a dynamic import and its static imports:
 * @wenlv/app-kit/boot's startApp), each lazily loaded route chunk, and the CSS the first screen loads.
 */
export const BUDGET = Object.freeze({ criticalJs: 120 * 1024, routeChunk: 30 * 1024, criticalCss: 15 * 1024 });

const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * The pages Lighthouse measures (issue 8: score >= 98, TBT <= 100 ms), as route-preloads.json
 * keys: their documents must not preload zod, whose 90 kB chunk alone cost /ScenicDetail about
 * 200 ms of blocking time on a throttled phone (one comparison imported from a schema module).
 */
export const FIRST_SCREEN_ROUTES = Object.freeze(["/", "/attractionstickets", "/scenicdetail"]);

/** A text every build of zod's classes carries (its error class name survives minifying). */
const ZOD_MARK = "ZodError";

/**
 * Measures a build from its Vite manifest (`build.manifest: true`, `<dist>/.vite/manifest.json`).
 * @param {string} distDir the shell's dist folder
 * @returns {{ criticalJs: { files: string[], gzip: number }, criticalCss: { files: string[], gzip: number },
 *   routes: { file: string, src: string, gzip: number }[], zodOnFirstScreens: { route: string, file: string }[] }}
 *   sizes in gzip bytes (level 9); `zodOnFirstScreens`: files with zod that a FIRST_SCREEN_ROUTES
 *   document preloads (from `<dist>/.vite/route-preloads.json` when the build wrote one)
 * @throws Error when the manifest is missing or has no entry
 */
export function measureBuild(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, ".vite", "manifest.json"), "utf8"));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error(`${distDir}: the manifest has no entry`);
  const critical = new Set();
  const visit = (key) => {
    if (critical.has(key)) return;
    critical.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entryKey);
  // The entry only starts the app (startApp(() => import("./app"))): that module is first-screen code too.
  for (const started of manifest[entryKey].dynamicImports ?? []) visit(started);
  const jsFiles = [...critical].map((key) => manifest[key].file);
  const cssFiles = [...new Set([...critical].flatMap((key) => manifest[key].css ?? []))];
  const sum = (files) => files.reduce((total, file) => total + gzipBytes(path.join(distDir, file)), 0);
  const routes = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && !critical.has(key))
    .map(([key, chunk]) => ({ file: chunk.file, src: chunk.src ?? key, gzip: gzipBytes(path.join(distDir, chunk.file)) }))
    .sort((a, b) => b.gzip - a.gzip);
  const preloadsFile = path.join(distDir, ".vite", "route-preloads.json");
  const preloads = existsSync(preloadsFile) ? JSON.parse(readFileSync(preloadsFile, "utf8")) : {};
  const zodOnFirstScreens = FIRST_SCREEN_ROUTES.flatMap((route) =>
    (preloads[route]?.js ?? []).filter((url) => readFileSync(path.join(distDir, url), "utf8").includes(ZOD_MARK)).map((file) => ({ route, file })),
  );
  return { criticalJs: { files: jsFiles, gzip: sum(jsFiles) }, criticalCss: { files: cssFiles, gzip: sum(cssFiles) }, routes, zodOnFirstScreens };
}

/**
 * The budget lines a measured build breaks, as readable sentences (empty when within budget).
 * @param {ReturnType<typeof measureBuild>} report
 * @param {typeof BUDGET} [budget]
 * @returns {string[]}
 */
export function overBudget(report, budget = BUDGET) {
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  const problems = [];
  if (report.criticalJs.gzip > budget.criticalJs) problems.push(`critical JS ${kib(report.criticalJs.gzip)} gz > ${kib(budget.criticalJs)}`);
  if (report.criticalCss.gzip > budget.criticalCss) problems.push(`critical CSS ${kib(report.criticalCss.gzip)} gz > ${kib(budget.criticalCss)}`);
  for (const route of report.routes) {
    if (route.gzip > budget.routeChunk) problems.push(`route chunk ${route.file} (${route.src}) ${kib(route.gzip)} gz > ${kib(budget.routeChunk)}`);
  }
  for (const { route, file } of report.zodOnFirstScreens ?? []) problems.push(`${route || "/"} preloads zod (${file}): keep schemas off the first-screen pages`);
  return problems;
}
