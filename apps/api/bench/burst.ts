import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { promisify } from "node:util";
import { REPO_ROOT } from "../src/config";
import { addTravellers, orderData, pickTicket, setCapacity, sign, soldOf, type TicketFixture } from "../src/modules/orders/test-fixtures";
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

/** The figures of one database: the burst in process (as the concurrency test sends it) and over HTTP. */
export type BurstResult = { database: "pglite" | "postgres"; inProcess: BurstFigures; http: BurstFigures };

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
 * The flash-sale burst on a fresh database of `database` (PostgreSQL beside DATABASE_URL, or
 * in-memory PGlite): BURST_BUYERS buyers log in and save a traveller; three time slots of the
 * first real-name ticket tomorrow get BURST_STOCK places each. The first slot takes one burst in
 * process as a warm-up (the server's code compiled, as on a server that has been running); the
 * second the measured burst in process (app.inject, like the concurrency test); the third the same
 * burst from a separate client process over HTTP. Answers the figures; asserts nothing.
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
    const [row] = await t.db.query.products.findMany({ where: (p, { eq }) => eq(p.id, first.productId) });
    const slots = ((row?.rules ?? {}) as { slots?: string[] }).slots ?? [];
    if (slots.length < 3) throw new Error("the burst needs a product with three time slots");
    const [warmUp, inProcess, overHttp] = slots.map((slot) => ({ ...first, slot }));
    for (const ticket of [warmUp!, inProcess!, overHttp!]) await setCapacity(t.db, ticket, BURST_STOCK);

    await sendInProcess(t, signedCreates(t, warmUp!, buyers));
    const local = summarise(await sendInProcess(t, signedCreates(t, inProcess!, buyers)), await soldOf(t.db, inProcess!));
    await t.app.listen({ port: 0, host: "127.0.0.1", backlog: 4096 });
    const port = (t.app.server.address() as { port: number }).port;
    const http = summarise(await sendOverHttp(signedCreates(t, overHttp!, buyers), port), await soldOf(t.db, overHttp!));
    return { database: t.kind, inProcess: local, http };
  } finally {
    await t.close();
  }
}
