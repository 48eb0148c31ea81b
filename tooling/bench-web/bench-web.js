#!/usr/bin/env node
// `pnpm bench:web`: Lighthouse (mobile, its default simulated throttling) on the product's first
// screens. Builds the default shell, starts the API serving it on an in-memory seeded database,
// measures /, /AttractionsTickets and /ScenicDetail?id=1 N times each with Debian's Chromium and
// prints the medians. It prints figures and asserts nothing (README "Benchmarks").
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const PAGES = ["/", "/AttractionsTickets", "/ScenicDetail?id=1"];
const CHROME_FLAGS = ["--headless=new", "--no-sandbox"];
const CONSENT_KEY = "locationConsent"; // @wenlv/host LOCATION_CONSENT_KEY
const DIALOG_SELECTOR = '.adm-dialog, .adm-modal, [role="dialog"], [role="alertdialog"]';

const USAGE = `Usage: pnpm bench:web [--runs N] [--url URL] [--json FILE] [--port N] [--skip-build] [--consent refused|granted] [--page PATH]...
  --runs N        Lighthouse runs per page (default 5); the table shows medians
  --url URL       measure a product already running there (no build, no server)
  --json FILE     also write every run and the medians to FILE
  --port N        port of the server this script starts (default 8401, or a free one)
  --skip-build    serve apps/default/dist as it is
  --consent V     answer the location consent before each load (localStorage ${CONSENT_KEY}=V),
                  as a returning visitor; by default a new visitor is measured, dialog and all
  --page PATH     measure only this path (repeatable; default ${PAGES.join(" ")})`;

/** Median of numbers (mean of the middle two for an even count); null for none. */
function median(values) {
  const xs = values.filter((v) => typeof v === "number" && Number.isFinite(v)).sort((a, b) => a - b);
  if (xs.length === 0) return null;
  const mid = Math.floor(xs.length / 2);
  return xs.length % 2 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2;
}

const seconds = (ms) => (ms == null ? "n/a" : `${(ms / 1000).toFixed(1)} s`);
const millis = (ms) => (ms == null ? "n/a" : `${Math.round(ms)} ms`);
const cls = (v) => (v == null ? "n/a" : v.toFixed(3));
const score = (v) => (v == null ? "n/a" : String(Math.round(v)));

function readOptions() {
  const { values } = parseArgs({
    options: {
      runs: { type: "string", default: "5" },
      url: { type: "string" },
      json: { type: "string" },
      port: { type: "string" },
      "skip-build": { type: "boolean", default: false },
      consent: { type: "string" },
      page: { type: "string", multiple: true },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new UsageError("--runs must be a whole number >= 1");
  if (values.consent && !["refused", "granted"].includes(values.consent)) throw new UsageError("--consent must be refused or granted");
  if (values.url && !/^https?:\/\/[^\s/]+/.test(values.url)) throw new UsageError("--url must be an absolute http(s) URL");
  const port = values.port === undefined ? undefined : Number(values.port);
  if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65536)) throw new UsageError("--port must be a port number");
  const pages = values.page ?? PAGES;
  if (pages.some((p) => !p.startsWith("/"))) throw new UsageError("--page takes a path starting with /");
  return { runs, url: values.url?.replace(/\/+$/, ""), json: values.json, port, skipBuild: values["skip-build"], consent: values.consent ?? null, pages };
}

class UsageError extends Error {}

/** Debian's Chromium (CHROMIUM_PATH, else `command -v chromium`); never a downloaded browser. */
function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, ...(process.env.PATH ?? "").split(":").map((dir) => path.join(dir, "chromium"))];
  const found = candidates.find((p) => p && existsSync(p));
  if (!found) throw new Error("No Chromium found: install Debian's (apt-get install chromium) or set CHROMIUM_PATH.");
  return found;
}

function chromiumVersion(chromiumPath) {
  try {
    // The Debian wrapper prints a harmless shell warning on stderr; the version is on stdout.
    return execFileSync(chromiumPath, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "unknown";
  }
}

/** Runs a command quietly; on failure shows its output and throws. */
function runQuiet(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code === 0) resolve(output);
      else {
        process.stderr.write(output);
        reject(new Error(`${command} ${args.join(" ")} exited with ${code}`));
      }
    });
  });
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen({ port, host: "127.0.0.1" }, () => probe.close(() => resolve(true)));
  });
}

function anyFreePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen({ port: 0, host: "127.0.0.1" }, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

// Everything this script started, stopped on every way out (normal end, error, Ctrl-C).
let server = null;
const chromes = new Set();

/** Starts the API serving the built shell, as scripts/start.sh does, in its own process group. */
function startServer(port, baseUrl) {
  const child = spawn("pnpm", ["--filter", "@wenlv/api", "start"], {
    cwd: ROOT,
    detached: true, // own process group: pnpm, tsx and node are stopped together
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseUrl,
      STATIC_DIR: path.join(ROOT, "apps/default/dist"),
      DATA_DIR: ":memory:",
      LOG_LEVEL: "warn",
    },
  });
  let output = "";
  const keep = (d) => (output = (output + d).slice(-8000));
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  server = { child, exited: false, output: () => output };
  child.on("exit", () => (server && server.child === child ? (server.exited = true) : undefined));
  return server;
}

function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function stopServer() {
  if (!server) return;
  const { pid } = server.child;
  server = null;
  try {
    process.kill(-pid, "SIGTERM");
  } catch {
    return;
  }
  for (let i = 0; i < 50 && groupAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  if (groupAlive(pid)) process.kill(-pid, "SIGKILL");
}

/** Last resort on a synchronous exit: nothing may be left running. */
function killEverythingNow() {
  if (server) {
    try {
      process.kill(-server.child.pid, "SIGKILL");
    } catch {
      // already gone
    }
    server = null;
  }
  for (const chrome of chromes) {
    try {
      process.kill(-chrome.pid, "SIGKILL"); // chrome-launcher starts it as a process group leader
    } catch {
      // already gone
    }
  }
  chromes.clear();
}

async function waitUntilServing(baseUrl, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!server || server.exited) throw new Error(`The API stopped before serving:\n${server?.output() ?? ""}`);
    try {
      const [health, shell] = await Promise.all([fetch(`${baseUrl}/api/health`), fetch(`${baseUrl}/`)]);
      if (health.ok && shell.ok && (shell.headers.get("content-type") ?? "").includes("text/html")) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The API did not serve ${baseUrl} within ${timeoutMs / 1000} s:\n${server?.output() ?? ""}`);
}

async function launchChromium(chromiumPath) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: CHROME_FLAGS, handleSIGINT: false, logLevel: "silent" });
  chromes.add(chrome);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  return {
    browser,
    async close() {
      await browser.disconnect().catch(() => {});
      chromes.delete(chrome);
      chrome.kill();
    },
  };
}

/** Answers the location consent in every document the page loads (Lighthouse clears storage first). */
async function presetConsent(page, consent) {
  await page.evaluateOnNewDocument(
    (key, value) => {
      try {
        window.localStorage.setItem(key, value);
      } catch {
        // about:blank has no storage; the app's own origin does.
      }
    },
    CONSENT_KEY,
    consent,
  );
}

/** Loads `url` once as a new visitor would (fresh profile) and returns the text of a visible dialog, if any. */
async function findDialog(browser, url, consent) {
  const page = await browser.newPage();
  try {
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    if (consent) await presetConsent(page, consent);
    await page.goto(url, { waitUntil: "networkidle0", timeout: 60_000 }).catch(() => {});
    await new Promise((r) => setTimeout(r, 1500));
    return await page.evaluate((selector) => {
      const visible = [...document.querySelectorAll(selector)].find((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== "hidden";
      });
      return visible ? (visible.innerText || visible.textContent || "").replace(/\s+/g, " ").trim().slice(0, 120) || "(no text)" : null;
    }, DIALOG_SELECTOR);
  } finally {
    await page.close().catch(() => {});
  }
}

/** The LCP element's node: Lighthouse 13 reports it in the LCP breakdown insight, 12 in its own audit. */
function lcpElementOf(lhr) {
  const insight = lhr.audits["lcp-breakdown-insight"]?.details?.items?.find((item) => item?.type === "node");
  return insight ?? lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node ?? null;
}

/** One Lighthouse navigation in a fresh Chromium: mobile form factor, default (simulated) throttling. */
async function lighthouseOnce(chromiumPath, url, consent) {
  const chrome = await launchChromium(chromiumPath);
  try {
    const page = await chrome.browser.newPage();
    if (consent) await presetConsent(page, consent);
    const result = await lighthouse(url, { logLevel: "error", output: "json", onlyCategories: ["performance"] }, undefined, page);
    const lhr = result?.lhr;
    if (!lhr) return { error: "Lighthouse returned no result" };
    if (process.env.BENCH_WEB_REPORTS) {
      // Every run's whole Lighthouse report, for a closer look (lcp-breakdown-insight, bootup-time ...).
      mkdirSync(process.env.BENCH_WEB_REPORTS, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, "_")}${new URL(url).search.replace(/\W+/g, "_")}-${Date.now()}.json`;
      writeFileSync(path.join(process.env.BENCH_WEB_REPORTS, name), JSON.stringify(lhr));
    }
    const audit = (id) => lhr.audits[id]?.numericValue ?? null;
    const lcpNode = lcpElementOf(lhr);
    return {
      lighthouseVersion: lhr.lighthouseVersion,
      formFactor: lhr.configSettings.formFactor,
      throttlingMethod: lhr.configSettings.throttlingMethod,
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
      error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
      warnings: lhr.runWarnings ?? [],
      score: lhr.categories.performance.score == null ? null : lhr.categories.performance.score * 100,
      fcpMs: audit("first-contentful-paint"),
      lcpMs: audit("largest-contentful-paint"),
      tbtMs: audit("total-blocking-time"),
      cls: audit("cumulative-layout-shift"),
      speedIndexMs: audit("speed-index"),
      lcpElement: lcpNode ? `${lcpNode.selector ?? lcpNode.snippet ?? "?"}${lcpNode.nodeLabel ? ` "${lcpNode.nodeLabel.replace(/\s+/g, " ").slice(0, 40)}"` : ""}` : null,
    };
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  } finally {
    await chrome.close();
  }
}

function mostCommon(values) {
  const counts = new Map();
  for (const v of values) if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

function printTable(report) {
  const rows = report.pages.map((p) => [p.path, score(p.median.score), seconds(p.median.fcpMs), seconds(p.median.lcpMs), millis(p.median.tbtMs), cls(p.median.cls), `${p.ok}/${p.runs.length}`]);
  const head = ["page", "score", "FCP", "LCP", "TBT", "CLS", "runs ok"];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(" | ")} |`;
  console.log("");
  console.log(`Lighthouse ${report.lighthouseVersion}, ${report.chromiumVersion}, Node ${process.versions.node}`);
  console.log(`${report.formFactor} form factor, ${report.throttlingMethod} throttling (Lighthouse default), median of ${report.runsPerPage} runs per page, ${report.baseUrl}`);
  if (report.consent) console.log(`location consent pre-answered: localStorage ${CONSENT_KEY}=${report.consent} (a returning visitor)`);
  console.log("");
  console.log(line(head));
  console.log(`|${widths.map((w, i) => (i === 0 ? "-".repeat(w + 2) : `${"-".repeat(w + 1)}:`)).join("|")}|`);
  for (const row of rows) console.log(line(row));
  console.log("");
  for (const p of report.pages) {
    if (p.dialog) console.log(`Note: ${p.path} opens with a dialog over the page (a new visitor's view, measured as is): "${p.dialog}"`);
    if (p.lcpElement) console.log(`LCP element of ${p.path} (most runs): ${p.lcpElement.replace(/\s+/g, " ").slice(0, 200)}`);
    for (const err of new Set(p.runs.map((r) => r.error).filter(Boolean))) console.log(`Failed run(s) on ${p.path}, left out of the medians: ${err}`);
    if (p.retried.length) console.log(`Retried on ${p.path} (${p.retried.length}x): ${[...new Set(p.retried)].join("; ")}`);
  }
  for (const warning of report.warnings) console.log(`Lighthouse warning: ${warning}`);
  if (report.pages.some((p) => p.dialog) && !report.consent) console.log("(--consent refused measures a visitor who has answered the location consent.)");
  console.log(`Lighthouse benchmarkIndex (CPU speed of this machine during the runs): median ${median(report.pages.flatMap((p) => p.runs.map((r) => r.benchmarkIndex))) ?? "n/a"}`);
  console.log("Figures, not a test: they vary with the machine's load.");
}

async function main() {
  const options = readOptions();
  const chromiumPath = findChromium();
  let baseUrl = options.url;
  if (!baseUrl) {
    if (!options.skipBuild) {
      console.error("Building the default shell (pnpm --filter @wenlv/app-default build) ...");
      await runQuiet("pnpm", ["--filter", "@wenlv/app-default", "build"], { cwd: ROOT });
    }
    if (!existsSync(path.join(ROOT, "apps/default/dist/index.html"))) throw new Error("apps/default/dist/index.html is missing: build the default shell first.");
    let port = options.port ?? 8401;
    if (!(await portIsFree(port))) {
      if (options.port) throw new Error(`Port ${port} is in use.`);
      port = await anyFreePort();
    }
    baseUrl = `http://127.0.0.1:${port}`;
    console.error(`Starting the API with the default shell on ${baseUrl} (in-memory database, seeded) ...`);
    startServer(port, baseUrl);
    await waitUntilServing(baseUrl);
  }

  const report = {
    date: new Date().toISOString(),
    baseUrl,
    runsPerPage: options.runs,
    consent: options.consent,
    chromiumPath,
    chromiumVersion: chromiumVersion(chromiumPath),
    node: process.versions.node,
    lighthouseVersion: null,
    formFactor: null,
    throttlingMethod: null,
    warnings: [],
    pages: options.pages.map((p) => ({ path: p, url: `${baseUrl}${p}`, dialog: null, runs: [], retried: [] })),
  };

  console.error("Looking for a dialog over each page on first load ...");
  const probe = await launchChromium(chromiumPath);
  try {
    for (const page of report.pages) page.dialog = await findDialog(probe.browser, page.url, options.consent);
  } finally {
    await probe.close();
  }

  // Pages take turns, so a burst of load elsewhere on the machine does not fall on one page only.
  for (let run = 1; run <= options.runs; run++) {
    for (const page of report.pages) {
      let result = await lighthouseOnce(chromiumPath, page.url, options.consent);
      if (result.error) {
        // Lighthouse now and then loses the trace on a busy machine (NO_NAVSTART, NO_FCP): one more try.
        console.error(`run ${run}/${options.runs} ${page.path}: failed (${result.error}), once more`);
        page.retried.push(result.error);
        result = await lighthouseOnce(chromiumPath, page.url, options.consent);
      }
      page.runs.push(result);
      const figures = result.error ? `failed: ${result.error}` : `score ${score(result.score)}, FCP ${seconds(result.fcpMs)}, LCP ${seconds(result.lcpMs)}, TBT ${millis(result.tbtMs)}, CLS ${cls(result.cls)}`;
      console.error(`run ${run}/${options.runs} ${page.path}: ${figures}`);
    }
  }

  const done = report.pages.flatMap((p) => p.runs).filter((r) => r.lighthouseVersion);
  report.lighthouseVersion = done[0]?.lighthouseVersion ?? "unknown";
  report.formFactor = done[0]?.formFactor ?? "mobile";
  report.throttlingMethod = done[0]?.throttlingMethod ?? "simulate";
  report.warnings = [...new Set(done.flatMap((r) => r.warnings))];
  for (const page of report.pages) {
    const ok = page.runs.filter((r) => !r.error);
    page.ok = ok.length;
    page.median = {
      score: median(ok.map((r) => r.score)),
      fcpMs: median(ok.map((r) => r.fcpMs)),
      lcpMs: median(ok.map((r) => r.lcpMs)),
      tbtMs: median(ok.map((r) => r.tbtMs)),
      cls: median(ok.map((r) => r.cls)),
      speedIndexMs: median(ok.map((r) => r.speedIndexMs)),
    };
    page.lcpElement = mostCommon(ok.map((r) => r.lcpElement));
  }

  printTable(report);
  if (options.json) {
    writeFileSync(options.json, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`JSON: ${path.resolve(options.json)}`);
  }
}

let stopping = false;
process.on("exit", killEverythingNow);
// A Lighthouse run cut short by Ctrl-C rejects inside Lighthouse; while stopping that is expected.
for (const event of ["unhandledRejection", "uncaughtException"]) {
  process.on(event, (err) => {
    if (stopping) return;
    console.error(err);
    process.exit(1); // the exit handler stops the server and Chromium
  });
}
for (const [signal, code] of [["SIGINT", 130], ["SIGTERM", 143], ["SIGHUP", 129]]) {
  process.once(signal, () => {
    stopping = true;
    console.error(`\n${signal}: stopping what this benchmark started ...`);
    Promise.allSettled([stopServer(), ...[...chromes].map((c) => Promise.resolve(c.kill()))]).finally(() => process.exit(code));
  });
}

main()
  .then(() => stopServer())
  .catch(async (err) => {
    console.error(err instanceof UsageError ? `${err.message}\n${USAGE}` : err instanceof Error ? err.message : err);
    await stopServer();
    process.exitCode = err instanceof UsageError ? 2 : 1;
  });
