import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { REPO_ROOT } from "../src/config";

const run = promisify(execFile);
const AUTOCANNON = path.join(REPO_ROOT, "apps/api/node_modules/.bin/autocannon");

/** What one autocannon run measured: mean requests/s, p99 latency in ms, non-2xx answers and socket errors. */
export type LoadResult = { rps: number; p99: number; non2xx: number; errors: number };

/** A request autocannon repeats: method, body and headers (GET without body by default). */
export type LoadRequest = { method?: "GET" | "POST"; body?: string; headers?: Record<string, string> };

/**
 * Loads `url` with `connections` keep-alive connections for `seconds` from a separate autocannon
 * process (so the load generator does not share the server's event loop) and answers its figures.
 */
export async function load(url: string, connections: number, seconds: number, init: LoadRequest = {}): Promise<LoadResult> {
  const args = ["-j", "-c", String(connections), "-d", String(seconds)];
  if (init.method) args.push("-m", init.method);
  if (init.body) args.push("-b", init.body);
  for (const [k, v] of Object.entries(init.headers ?? {})) args.push("-H", `${k}=${v}`);
  const { stdout } = await run(AUTOCANNON, [...args, url], { maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout) as { requests: { average: number }; latency: { p99: number }; non2xx: number; errors: number };
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}
