// `bash scripts/cluster.sh --bench` (after the cluster test): requests/s through nginx in front of
// three nodes and on one node alone, for docs/scaling.md. Prints figures, asserts nothing.
import { cpus } from "node:os";
import autocannon from "autocannon";
import { and, count, eq, inArray } from "drizzle-orm";
import type { Db } from "../src/db/client";
import { orderItems, orders } from "../src/db/schema/index";
import { addDays } from "../src/lib/time";
import { orderData, pickTicket, setCapacity, sign, type TicketFixture } from "../src/modules/orders/test-fixtures";
import { addTraveller, clusterEnv, openClusterDb, smsLogin, type Login } from "./http";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const cluster = clusterEnv();
const node = cluster.nodes[0] as string;

type Figures = { rps: number; p50: number; p99: number; non2xx: number; errors: number; codes: Map<number, number> };

/** Loads `base + path` for `seconds` with `connections`; `body` builds each request's form body (POST). */
async function load(base: string, path: string, connections: number, body?: () => string, seconds = DURATION_S): Promise<Figures> {
  const codes = new Map<number, number>();
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        method: body ? "POST" : "GET",
        path,
        headers: body ? { "content-type": "application/x-www-form-urlencoded" } : {},
        setupRequest: (request) => (body ? { ...request, body: body() } : request),
        onResponse: (_status, text) => {
          const code = Number(/"code":(-?\d+)/.exec(text)?.[1] ?? -1);
          codes.set(code, (codes.get(code) ?? 0) + 1);
        },
      },
    ],
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors + result.timeouts, codes };
}

function print(title: string, f: Figures): void {
  const codes = [...f.codes].map(([code, n]) => `code ${code}: ${(n / DURATION_S).toFixed(0)}/s`).join(", ");
  console.log(`  ${title.padEnd(54)} ${f.rps.toFixed(0).padStart(6)} req/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(5)} ms  errors ${f.errors}  (${codes})`);
}

/** A form body of a signed one-place order create, for the next of `buyers` in turn. */
function creates(buyers: { login: Login; traveller: number }[], ticket: TicketFixture): () => string {
  let i = 0;
  const clock = { clock: { now: () => new Date() } };
  return () => {
    const buyer = buyers[i++ % buyers.length]!;
    const text = JSON.stringify(orderData(clock, ticket, [buyer.traveller]));
    return new URLSearchParams({ data: text, signature: sign(text, buyer.login.signing_key), partner_code: "default", token: buyer.login.token }).toString();
  };
}

/** Expires every unpaid order of the slot at once and prints how fast the nodes' sweepers close them. */
async function drain(db: Db, ticket: TicketFixture): Promise<void> {
  const ofSlot = db
    .select({ id: orderItems.orderId })
    .from(orderItems)
    .where(and(eq(orderItems.productId, ticket.productId), eq(orderItems.day, ticket.day), eq(orderItems.slot, ticket.slot)));
  const unpaid = and(eq(orders.status, "UNPAID"), inArray(orders.id, ofSlot));
  const due = (await db.update(orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(unpaid).returning({ id: orders.id })).length;
  const started = Date.now();
  for (;;) {
    const [left] = await db.select({ n: count() }).from(orders).where(unpaid);
    if (Number(left?.n) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const seconds = (Date.now() - started) / 1000;
  console.log(`  sweeper: ${due} unpaid orders expired at once, all closed in ${seconds.toFixed(1)} s (${(due / seconds).toFixed(0)} closes/s, including up to 1 s until the next pass)`);
}

async function main(): Promise<void> {
  console.log(`machine: ${cpus().length} CPU threads (${cpus()[0]?.model ?? "?"}), shared by PostgreSQL, nginx, the nodes and this load generator`);
  console.log(`each figure: ${DURATION_S} s of autocannon; nodes log every request at info level\n`);

  const list = "/api/scenic/list?page=1&page_size=10&area_code=320508";
  // Warm every node's JIT and pools first (nginx spreads the warm-up over all three).
  await load(cluster.nginx, list, 20, undefined, 5);
  for (const connections of [20, 100]) {
    print(`GET scenic list, nginx -> 3 nodes, ${connections} conn`, await load(cluster.nginx, list, connections));
    print(`GET scenic list, one node, ${connections} conn`, await load(node, list, connections));
  }

  const shared = await openClusterDb(cluster);
  try {
    const tomorrow = await pickTicket({ db: shared.db, clock: { now: () => new Date() } });
    const open = { ...tomorrow, day: addDays(tomorrow.day, 5) };
    const soldOut = { ...tomorrow, day: addDays(tomorrow.day, 6) };
    await setCapacity(shared.db, open, 1_000_000);
    await setCapacity(shared.db, soldOut, 0);
    const buyers: { login: Login; traveller: number }[] = [];
    for (let i = 0; i < 10; i += 1) {
      const login = await smsLogin(node, `1390001${String(i).padStart(4, "0")}`, "192.0.2.50");
      buyers.push({ login, traveller: await addTraveller(node, login, 950 + i) });
    }
    print("POST order create (each one sells), nginx, 20 conn", await load(cluster.nginx, "/api/order/create", 20, creates(buyers, open)));
    print("POST order create (each one sells), one node, 20 conn", await load(node, "/api/order/create", 20, creates(buyers, open)));
    print("POST order create on a sold-out slot, nginx, 100 conn", await load(cluster.nginx, "/api/order/create", 100, creates(buyers, soldOut)));
    const token = () => new URLSearchParams({ token: buyers[0]!.login.token }).toString();
    print("POST getMyInfo (a session lookup), nginx, 20 conn", await load(cluster.nginx, "/api/uservice/user/getMyInfo", 20, token));
    await drain(shared.db, open);
  } finally {
    await shared.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
