// Child process of bench/burst.ts: fires every request of a file at once and prints what came back.
// Usage: tsx bench/burst-client.ts <requests.json> <port>. Runs apart from the API so the load
// generator does not share the server's event loop.
import { readFileSync } from "node:fs";
import http from "node:http";
import { performance } from "node:perf_hooks";

/** One prepared order create: the bearer token and the form body (signed `data`, `signature`, `partner_code`). */
export type BurstRequest = { token: string; body: string };

/**
 * What the client prints (JSON, one line): per request its latency in ms and its envelope code, or
 * "error: ..." when no envelope came back; and the ms from the first request sent to the last answer.
 */
export type BurstReport = { latencies: number[]; codes: (number | string)[]; wallMs: number };

/** POSTs one create on a fresh connection; answers its latency (ms) and envelope code. */
function send(agent: http.Agent, port: number, req: BurstRequest): Promise<{ ms: number; code: number | string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (code: number | string) => resolve({ ms: performance.now() - started, code });
    const call = http.request(
      {
        host: "127.0.0.1",
        port,
        path: "/api/order/create",
        method: "POST",
        agent,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(req.body),
          authorization: `Bearer ${req.token}`,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => {
          try {
            const code = (JSON.parse(text) as { code: unknown }).code;
            done(res.statusCode === 200 && typeof code === "number" ? code : `error: HTTP ${res.statusCode}`);
          } catch {
            done(`error: HTTP ${res.statusCode} without an envelope`);
          }
        });
      },
    );
    call.on("error", (err) => done(`error: ${err.message}`));
    call.end(req.body);
  });
}

async function main(): Promise<void> {
  const [file, port] = process.argv.slice(2);
  if (!file || !port) throw new Error("usage: burst-client.ts <requests.json> <port>");
  const requests = JSON.parse(readFileSync(file, "utf8")) as BurstRequest[];
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const started = performance.now();
  const answers = await Promise.all(requests.map((r) => send(agent, Number(port), r)));
  const wallMs = performance.now() - started;
  const report: BurstReport = { latencies: answers.map((a) => a.ms), codes: answers.map((a) => a.code), wallMs };
  process.stdout.write(`${JSON.stringify(report)}\n`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
