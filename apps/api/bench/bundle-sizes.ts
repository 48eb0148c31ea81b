import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { REPO_ROOT } from "../src/config";

/** What tooling/vite-config/budget.js `measureBuild` answers (gzip bytes, level 9). */
type BuildSizes = {
  criticalJs: { files: string[]; gzip: number };
  criticalCss: { files: string[]; gzip: number };
  routes: { file: string; src: string; gzip: number }[];
};

/**
 * Prints a built shell's sizes as the size budget measures them (tooling/vite-config/budget.js,
 * the one definition: the entry, the app module it starts and their static imports are critical)
 * and the largest route chunks, named by their source. Figures in KiB of gzip.
 */
export async function printBundleSizes(distDir: string): Promise<void> {
  if (!existsSync(path.join(distDir, ".vite", "manifest.json"))) {
    console.log(`bundle sizes: ${distDir} is not built (run pnpm --filter @wenlv/app-default build)`);
    return;
  }
  const budget = (await import(pathToFileURL(path.join(REPO_ROOT, "tooling/vite-config/budget.js")).href)) as { measureBuild: (dir: string) => BuildSizes };
  const sizes = budget.measureBuild(distDir);
  const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  console.log(`\nBundle (gzip -9) of ${path.relative(process.cwd(), distDir)}:`);
  console.log(`  critical JS ${kib(sizes.criticalJs.gzip)} in ${sizes.criticalJs.files.length} files; critical CSS ${kib(sizes.criticalCss.gzip)}`);
  for (const route of sizes.routes.slice(0, 10)) console.log(`  route chunk ${route.src.replace(/^(\.\.\/)+/, "").padEnd(60)} ${kib(route.gzip)}`);
  console.log(`  (${sizes.routes.length} route chunks; pnpm size checks them against the budget)`);
}
