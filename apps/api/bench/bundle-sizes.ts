import { readFileSync, readdirSync, existsSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** Gzip size (bytes, level 9) of one file. */
function gz(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/**
 * Prints the gzip size of a built shell's critical JS (the entry script and the chunks index.html
 * preloads) and of every other JS chunk (lazy routes and their shared pieces). Figures in KiB.
 */
export function printBundleSizes(distDir: string): void {
  if (!existsSync(path.join(distDir, "index.html"))) {
    console.log(`bundle sizes: ${distDir} is not built (run pnpm --filter @wenlv/app-default build)`);
    return;
  }
  const html = readFileSync(path.join(distDir, "index.html"), "utf8");
  const critical = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] as string));
  const assets = readdirSync(path.join(distDir, "assets")).filter((f) => f.endsWith(".js"));
  const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  let criticalTotal = 0;
  console.log(`\nBundle (gzip -9) of ${path.relative(process.cwd(), distDir)}:`);
  for (const f of critical) {
    const size = gz(path.join(distDir, f));
    criticalTotal += size;
    console.log(`  critical ${f.padEnd(48)} ${kib(size)}`);
  }
  const css = readdirSync(path.join(distDir, "assets")).filter((f) => f.endsWith(".css"));
  const cssTotal = css.reduce((sum, f) => sum + gz(path.join(distDir, "assets", f)), 0);
  console.log(`  critical JS total ${kib(criticalTotal)}; CSS total ${kib(cssTotal)}`);
  const chunks = assets
    .map((f) => `assets/${f}`)
    .filter((f) => !critical.has(f))
    .map((f) => ({ f, size: gz(path.join(distDir, f)) }))
    .sort((a, b) => b.size - a.size);
  for (const { f, size } of chunks) console.log(`  chunk    ${f.padEnd(48)} ${kib(size)}`);
}
