#!/usr/bin/env node
// Adds up every test report of this run into one line: `N passed, N failed`.
// Inputs: vitest JSON reports (<package>/.reports/*.json), the Playwright JSON report
// (apps/e2e/.reports/playwright.json) and the check log (.reports/checks.tsv: name<TAB>pass|fail)
// that scripts/test-all.sh and .ci/run append to.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const roots = ["apps", "packages/core", "packages/features", "tooling"];
let passed = 0;
let failed = 0;
const rows = [];

function addVitest(file) {
  const r = JSON.parse(readFileSync(file, "utf8"));
  const p = r.numPassedTests ?? 0;
  // A suite that failed to load reports no failed tests but `success: false`: count it as one failure.
  const f = (r.numFailedTests ?? 0) + (r.success === false && (r.numFailedTests ?? 0) === 0 ? 1 : 0);
  passed += p;
  failed += f;
  rows.push([path.relative(root, file), p, f]);
}

function countPlaywright(suites) {
  let p = 0;
  let f = 0;
  for (const s of suites ?? []) {
    for (const spec of s.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === "skipped") continue;
        if (t.status === "expected" || t.status === "flaky") p += 1;
        else f += 1;
      }
    }
    const inner = countPlaywright(s.suites);
    p += inner.p;
    f += inner.f;
  }
  return { p, f };
}

for (const group of roots) {
  const dir = path.join(root, group);
  if (!existsSync(dir)) continue;
  for (const pkg of readdirSync(dir)) {
    const reports = path.join(dir, pkg, ".reports");
    if (!existsSync(reports) || !statSync(reports).isDirectory()) continue;
    for (const f of readdirSync(reports)) {
      if (!f.endsWith(".json")) continue;
      const file = path.join(reports, f);
      if (f.startsWith("playwright")) {
        const { p, f: fl } = countPlaywright(JSON.parse(readFileSync(file, "utf8")).suites);
        passed += p;
        failed += fl;
        rows.push([path.relative(root, file), p, fl]);
      } else addVitest(file);
    }
  }
}

const checks = path.join(root, ".reports", "checks.tsv");
if (existsSync(checks)) {
  for (const line of readFileSync(checks, "utf8").split("\n").filter(Boolean)) {
    const [name, result] = line.split("\t");
    if (result === "pass") passed += 1;
    else failed += 1;
    rows.push([`check: ${name}`, result === "pass" ? 1 : 0, result === "pass" ? 0 : 1]);
  }
}

for (const [name, p, f] of rows) console.log(`  ${name}: ${p} passed, ${f} failed`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
