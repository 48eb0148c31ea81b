// `pnpm bench`: prints figures, asserts nothing (speed is measured here, never in timed tests).
// 1. gzip size of the default shell's critical JS and of each route chunk;
// 2. /api/scenic/list requests/s and p99 latency next to a bare Fastify hello-world, in the same run,
//    on PostgreSQL when DATABASE_URL is set (as CI has it), else on the embedded PGlite.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import Fastify from "fastify";
import path from "node:path";
import { loadConfig, REPO_ROOT } from "../src/config";
import { createDb, migrate } from "../src/db/client";
import { seedCatalogue } from "../src/db/seed";
import { buildServer } from "../src/server";
import { printBundleSizes } from "./bundle-sizes";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

const run = promisify(execFile);
const AUTOCANNON = path.join(REPO_ROOT, "apps/api/node_modules/.bin/autocannon");

/** Loads `url` from a separate autocannon process (so the load generator does not share the server's event loop). */
async function load(url: string, init: { method?: "GET" | "POST"; body?: string; headers?: Record<string, string> } = {}) {
  const args = ["-j", "-c", String(CONNECTIONS), "-d", String(DURATION_S)];
  if (init.method) args.push("-m", init.method);
  if (init.body) args.push("-b", init.body);
  for (const [k, v] of Object.entries(init.headers ?? {})) args.push("-H", `${k}=${v}`);
  const { stdout } = await run(AUTOCANNON, [...args, url], { maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout) as { requests: { average: number }; latency: { p99: number }; non2xx: number; errors: number };
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

async function main(): Promise<void> {
  printBundleSizes(path.join(REPO_ROOT, "apps/default/dist"));

  const hello = Fastify({ logger: false });
  hello.get("/", async () => ({ hello: "world" }));
  await hello.listen({ port: 0, host: "127.0.0.1" });
  const helloPort = (hello.server.address() as { port: number }).port;

  const config = loadConfig({ ...process.env, PORT: "8099", DATA_DIR: process.env.DATABASE_URL ? undefined : ":memory:", LOG_LEVEL: "silent", NODE_ENV: "test" });
  const handle = await createDb(config);
  await migrate(handle);
  await seedCatalogue(handle.db);
  const api = await buildServer(config, { db: handle });
  await api.listen({ port: 0, host: "127.0.0.1" });
  const apiPort = (api.server.address() as { port: number }).port;

  console.log(`\nLoad: ${CONNECTIONS} connections x ${DURATION_S} s each, database ${handle.kind}`);
  const base = await load(`http://127.0.0.1:${helloPort}/`);
  const list = await load(`http://127.0.0.1:${apiPort}/api/scenic/list`, {
    method: "POST",
    body: "page=1&page_size=10&area_code=320508",
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  const fmt = (name: string, r: Awaited<ReturnType<typeof load>>) =>
    `  ${name.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s   p99 ${String(r.p99).padStart(4)} ms   non-2xx ${r.non2xx}   errors ${r.errors}`;
  console.log(fmt("bare Fastify hello-world", base));
  console.log(fmt("POST /api/scenic/list (Gusu, p1)", list));
  console.log(`  scenic list runs at ${((list.rps / base.rps) * 100).toFixed(1)} % of the bare-Fastify rate`);

  await api.close();
  await handle.close();
  await hello.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
