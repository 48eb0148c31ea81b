#!/usr/bin/env node
// Prints the size budget figures of built shells (`node tooling/vite-config/size-budget.js
// apps/default/dist ...`) and, with --enforce, exits 1 when one is over budget (budget.js).
import { BUDGET, measureBuild, overBudget } from "./budget.js";

const args = process.argv.slice(2);
const enforce = args.includes("--enforce");
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
let failed = false;
for (const dist of args.filter((arg) => !arg.startsWith("--"))) {
  const report = measureBuild(dist);
  const largest = report.routes[0];
  console.log(
    `${dist}: critical JS ${kib(report.criticalJs.gzip)} gz (budget ${kib(BUDGET.criticalJs)}, ${report.criticalJs.files.length} files), ` +
      `critical CSS ${kib(report.criticalCss.gzip)} gz (budget ${kib(BUDGET.criticalCss)}), ` +
      `largest route chunk ${largest ? `${kib(largest.gzip)} ${largest.src}` : "none"} (budget ${kib(BUDGET.routeChunk)}), ${report.routes.length} route chunks`,
  );
  for (const problem of overBudget(report)) {
    console.log(`  over budget: ${problem}`);
    failed = true;
  }
}
if (failed && enforce) process.exit(1);
