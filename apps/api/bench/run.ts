// `pnpm bench`: prints figures, asserts nothing (speed is measured here, never in timed tests).
// 1. gzip size of the default shell's critical JS and of each route chunk;
// 2. POST /api/scenic/list requests/s and p99 next to a bare Fastify hello-world, in the same run,
//    at 20 and at 100 connections, on PostgreSQL when DATABASE_URL is set (a fresh database beside
//    it), else on the embedded PGlite;
// 3. the flash-sale burst (issue 8 item 6): 2,000 concurrent order creates on one slot of 100
//    places, on PGlite and, when DATABASE_URL is set, on PostgreSQL; in process (app.inject, as the
//    concurrency test sends them; the median p99 of several bursts after warm-ups) and over HTTP
//    from a separate process, next to a bare
//    Fastify route answering the same requests with a constant (the floor of this machine).
// BENCH_SECONDS (default 10) sets the length of each load; the machine's other work shows in the figures.
import path from "node:path";
import formbody from "@fastify/formbody";
import Fastify from "fastify";
import { REPO_ROOT } from "../src/config";
import { createTestApp } from "../src/test-utils";
import { printBundleSizes } from "./bundle-sizes";
import { BENCH_ENV, BURST_BUYERS, BURST_MEASURED, BURST_REQUESTS, BURST_WARM_UPS, BURST_STOCK, REAL_CLOCK, runBurst, sendOverHttp, summarise, type BurstFigures } from "./burst";
import { load, type LoadResult } from "./load";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = [20, 100];
const WARM_UP_S = 2;

const LIST = {
  method: "POST" as const,
  body: "page=1&page_size=10&area_code=320508",
  headers: { "content-type": "application/x-www-form-urlencoded" },
};

const num = (n: number) => Math.round(n).toLocaleString("en-US");
const row = (name: string, r: LoadResult) =>
  `  ${name.padEnd(40)} ${num(r.rps).padStart(7)} req/s   p99 ${String(r.p99).padStart(4)} ms   non-2xx ${r.non2xx}   errors ${r.errors}`;

/** The catalogue-read figures: at each connection count the bare rate, the list rate and their ratio. */
async function catalogueReads(): Promise<void> {
  const hello = Fastify({ logger: false });
  hello.get("/", async () => ({ hello: "world" }));
  await hello.listen({ port: 0, host: "127.0.0.1" });
  const helloUrl = `http://127.0.0.1:${(hello.server.address() as { port: number }).port}/`;

  const api = await createTestApp({ pglite: !process.env.DATABASE_URL, env: BENCH_ENV, clock: REAL_CLOCK });
  await api.app.listen({ port: 0, host: "127.0.0.1" });
  const listUrl = `http://127.0.0.1:${(api.app.server.address() as { port: number }).port}/api/scenic/list`;
  try {
    console.log(`\nCatalogue reads: POST /api/scenic/list (Gusu, page 1) vs a bare Fastify hello-world, same run, ${DURATION_S} s each, database ${api.kind}`);
    await load(helloUrl, 20, WARM_UP_S);
    await load(listUrl, 20, WARM_UP_S, LIST);
    for (const connections of CONNECTIONS) {
      const base = await load(helloUrl, connections, DURATION_S);
      const list = await load(listUrl, connections, DURATION_S, LIST);
      console.log(`  ${connections} connections`);
      console.log(row("bare Fastify hello-world", base));
      console.log(row("POST /api/scenic/list", list));
      console.log(`  -> scenic list at ${((list.rps / base.rps) * 100).toFixed(1)} % of bare Fastify, p99 ${list.p99} ms`);
    }
  } finally {
    await api.close();
    await hello.close();
  }
}

function printBurst(name: string, f: BurstFigures): void {
  const ms = (n: number) => `${num(n)} ms`;
  console.log(
    `  ${name.padEnd(22)} successes ${f.successes}   refusals ${f.refusals}   errors ${f.errors}   p50 ${ms(f.p50)}   p99 ${ms(f.p99)}   ` +
      `all answered in ${ms(f.wallMs)}   sold ${f.sold}`,
  );
  for (const sample of f.errorSamples) console.log(`  ${"".padEnd(22)} error: ${sample}`);
}

/** The same number of creates over HTTP to a bare Fastify route that answers a constant refusal: what the machine allows. */
async function httpFloor(): Promise<BurstFigures> {
  const bare = Fastify({ logger: false });
  await bare.register(formbody);
  bare.post("/api/order/create", async () => ({ code: 4006, msg: "该时段余票不足", data: null }));
  await bare.listen({ port: 0, host: "127.0.0.1", backlog: 4096 });
  try {
    const data = JSON.stringify({ type: "ticket", product_id: 1, sku_id: 1, day: "2025-06-02", slot: "09:30-11:30", quantity: 1, traveller_ids: [1], nonce: "x".repeat(36), idempotency_key: "y".repeat(36) });
    const body = new URLSearchParams({ data, signature: "0".repeat(64), partner_code: "default" }).toString();
    const requests = Array.from({ length: BURST_REQUESTS }, () => ({ token: "t".repeat(43), body }));
    return summarise(await sendOverHttp(requests, (bare.server.address() as { port: number }).port), 0);
  } finally {
    await bare.close();
  }
}

async function main(): Promise<void> {
  await printBundleSizes(path.join(REPO_ROOT, "apps/default/dist"));
  await catalogueReads();
  console.log(
    `\nFlash sale: ${num(BURST_REQUESTS)} concurrent order creates on one slot of ${BURST_STOCK} places (${BURST_BUYERS} buyers; ` +
      `${BURST_WARM_UPS} warm-up bursts, then ${BURST_MEASURED} measured in process and one over HTTP, each on a slot of its own)`,
  );
  for (const database of process.env.DATABASE_URL ? (["pglite", "postgres"] as const) : (["pglite"] as const)) {
    const result = await runBurst(database);
    result.inProcess.forEach((figures, i) => printBurst(`${database} in process #${i + 1}`, figures));
    const p99s = result.inProcess.map((f) => f.p99).sort((a, b) => a - b);
    console.log(
      `  -> ${database} in process: median p99 ${num(p99s[Math.floor(p99s.length / 2)] ?? 0)} ms (${num(p99s[0] ?? 0)}-${num(p99s.at(-1) ?? 0)} ms over ${p99s.length} bursts); ` +
        `sold exactly ${BURST_STOCK} in ${result.inProcess.filter((f) => f.sold === BURST_STOCK && f.successes === BURST_STOCK).length} of ${p99s.length}`,
    );
    printBurst(`${database} over HTTP`, result.http);
  }
  if (!process.env.DATABASE_URL) console.log("  (set DATABASE_URL to run it on PostgreSQL too)");
  const floor = await httpFloor();
  console.log(`  bare Fastify over HTTP (same client, a constant answer): p50 ${num(floor.p50)} ms   p99 ${num(floor.p99)} ms   all answered in ${num(floor.wallMs)} ms`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
