import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { promisify } from "node:util";
import { REPO_ROOT } from "../src/config";
import { addTravellers, orderData, pickTicket, setCapacity, sign, soldOf, type TicketFixture } from "../src/modules/orders/test-fixtures";
import { slotBlock, ticketRules } from "../src/db/ticket-rules";
import { addDays, shanghaiClock, shanghaiDay } from "../src/lib/time";
import { createTestApp, type TestApp, type TestClock, type TestLogin } from "../src/test-utils";
import type { BurstReport, BurstRequest } from "./burst-client";

const run = promisify(execFile);
const TSX = path.join(REPO_ROOT, "apps/api/node_modules/.bin/tsx");
const CLIENT = path.join(REPO_ROOT, "apps/api/bench/burst-client.ts");

/** Issue 8 item 6: this many order creates at once on one slot ... */
export const BURST_REQUESTS = 2_000;
/** ... that has this many places, so exactly this many must succeed ... */
export const BURST_STOCK = 100;
/** ... sent by this many buyers (one traveller each; each create has its own nonce and idempotency key). */
export const BURST_BUYERS = 200;

/** The settings of a benchmarked API: no test-only answer checks, no log lines. */
export const BENCH_ENV = { NODE_ENV: "development", LOG_LEVEL: "silent" };

/** The wall clock, for apps built with createTestApp (whose default clock stands still). */
export const REAL_CLOCK: TestClock = { now: () => new Date(), set: () => {}, advance: () => {} };

/** What one burst showed: answers by kind, latency percentiles (ms), first request to last answer (ms) and the places sold in the database. */
export type BurstFigures = {
  successes: number;
  refusals: number;
  errors: number;
  p50: number;
  p99: number;
  wallMs: number;
  sold: number;
  /** Up to three distinct error answers, to say what went wrong. */
  errorSamples: string[];
};

/** Bursts sent in process before the measured ones: the server's code compiled and settled, as on a server that has been running. */
export const BURST_WARM_UPS = 2;
/** Bursts measured in process; their median p99 is the figure, with the range beside it (this machine is shared and noisy). */
export const BURST_MEASURED = 5;

/** The figures of one database: each measured burst in process (as the concurrency test sends it), and one over HTTP. */
export type BurstResult = { database: "pglite" | "postgres"; inProcess: BurstFigures[]; http: BurstFigures };

/** The `q` quantile (0..1) of ascending `sorted` values, nearest rank. */
function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

/** Figures of a burst's answers (per request: latency in ms and envelope code, or "error: ..."). */
export function summarise(report: BurstReport, sold: number): BurstFigures {
  const sorted = [...report.latencies].sort((a, b) => a - b);
  const errors = report.codes.filter((c) => c !== 1 && c !== 4006);
  return {
    successes: report.codes.filter((c) => c === 1).length,
    refusals: report.codes.filter((c) => c === 4006).length,
    errors: errors.length,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    wallMs: report.wallMs,
    sold,
    errorSamples: [...new Set(errors.map(String))].slice(0, 3),
  };
}

/** Sends every request at once from a separate process over HTTP (a fresh connection each). */
export async function sendOverHttp(requests: BurstRequest[], port: number): Promise<BurstReport> {
  const dir = mkdtempSync(path.join(tmpdir(), "wenlv-burst-"));
  try {
    const file = path.join(dir, "requests.json");
    writeFileSync(file, JSON.stringify(requests));
    const { stdout } = await run(TSX, [CLIENT, file, String(port)], { maxBuffer: 64 * 1024 * 1024 });
    return JSON.parse(stdout) as BurstReport;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Sends every request at once with app.inject, the way the concurrency test does (no sockets). */
async function sendInProcess(t: TestApp, requests: BurstRequest[]): Promise<BurstReport> {
  const started = performance.now();
  const answers = await Promise.all(
    requests.map(async (r) => {
      const sent = performance.now();
      const res = await t.app.inject({
        method: "POST",
        url: "/api/order/create",
        payload: r.body,
        headers: { "content-type": "application/x-www-form-urlencoded", authorization: `Bearer ${r.token}` },
      });
      const code = res.statusCode === 200 ? (res.json() as { code: number }).code : `error: HTTP ${res.statusCode}`;
      return { ms: performance.now() - sent, code };
    }),
  );
  return { latencies: answers.map((a) => a.ms), codes: answers.map((a) => a.code), wallMs: performance.now() - started };
}

type Buyer = { login: TestLogin; traveller: number };

/** BURST_REQUESTS signed creates of `ticket`, made as test-fixtures makes them (orderData + sign), round-robin over the buyers. */
function signedCreates(t: TestApp, ticket: TicketFixture, buyers: Buyer[]): BurstRequest[] {
  return Array.from({ length: BURST_REQUESTS }, (_, i) => {
    const { login, traveller } = buyers[i % buyers.length]!;
    const data = JSON.stringify(orderData(t, ticket, [traveller]));
    return { token: login.token, body: new URLSearchParams({ data, signature: sign(data, login.signing_key), partner_code: "default" }).toString() };
  });
}

/**
 * `count` distinct bookable slots of `first`'s product (its time slots on each open day from
 * `first.day` on; closed days skipped, ticket-rules `slotBlock`), each given BURST_STOCK places.
 */
async function burstSlots(t: TestApp, first: TicketFixture, count: number): Promise<TicketFixture[]> {
  const [row] = await t.db.query.products.findMany({ where: (p, { eq }) => eq(p.id, first.productId) });
  const rules = ticketRules(row?.rules ?? {});
  const now = REAL_CLOCK.now();
  const tickets: TicketFixture[] = [];
  for (let d = 0; tickets.length < count && d < rules.saleDays; d += 1) {
    const day = addDays(first.day, d);
    for (const slot of rules.slots) {
      if (tickets.length < count && slotBlock(rules, day, slot, shanghaiDay(now), shanghaiClock(now)) === null) tickets.push({ ...first, day, slot });
    }
  }
  if (tickets.length < count) throw new Error(`the burst needs ${count} bookable slots`);
  for (const ticket of tickets) await setCapacity(t.db, ticket, BURST_STOCK);
  return tickets;
}

/**
 * The flash-sale burst on a fresh database of `database` (PostgreSQL beside DATABASE_URL, or
 * in-memory PGlite): BURST_BUYERS buyers log in and save a traveller; distinct slots of the first
 * real-name ticket from tomorrow on get BURST_STOCK places each. BURST_WARM_UPS bursts in process
 * come first, then BURST_MEASURED measured bursts in process (app.inject, like the concurrency
 * test), then one from a separate client process over HTTP, each on a slot of its own. Answers the
 * figures; asserts nothing.
 */
export async function runBurst(database: "pglite" | "postgres"): Promise<BurstResult> {
  const t = await createTestApp({ pglite: database === "pglite", env: BENCH_ENV, clock: REAL_CLOCK });
  try {
    const first = await pickTicket(t);
    const buyers: Buyer[] = [];
    for (let i = 0; i < BURST_BUYERS; i += 1) {
      const login = await t.loginAs(`13800${String(i).padStart(6, "0")}`);
      const [traveller] = await addTravellers(t, login, 1, i + 1);
      buyers.push({ login, traveller: traveller as number });
    }
    const tickets = await burstSlots(t, first, BURST_WARM_UPS + BURST_MEASURED + 1);
    const overHttp = tickets.pop()!;
    const inProcess: BurstFigures[] = [];
    for (const [i, ticket] of tickets.entries()) {
      const report = await sendInProcess(t, signedCreates(t, ticket, buyers));
      if (i >= BURST_WARM_UPS) inProcess.push(summarise(report, await soldOf(t.db, ticket)));
    }
    await t.app.listen({ port: 0, host: "127.0.0.1", backlog: 4096 });
    const port = (t.app.server.address() as { port: number }).port;
    const http = summarise(await sendOverHttp(signedCreates(t, overHttp, buyers), port), await soldOf(t.db, overHttp));
    return { database: t.kind, inProcess, http };
  } finally {
    await t.close();
  }
}
