import { and, count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../src/db/client";
import { orderItems, orders } from "../src/db/schema/index";
import { addDays } from "../src/lib/time";
import { pickTicket, setCapacity, soldOf, type TicketFixture } from "../src/modules/orders/test-fixtures";
import { addTraveller, clusterEnv, createOrder, everyNodeShows, openClusterDb, post, smsLogin, STALE_BOUND_MS, within, type Login } from "./http";

const cluster = clusterEnv();
const [nodeA, nodeB, nodeC] = cluster.nodes as [string, string, string];
const BUYERS = 20;
const CREATES = 2_000;
const STOCK = 100;

let shared: DbHandle;
let ticket: TicketFixture;
let inventoryId: number;
const buyers: { login: Login; traveller: number }[] = [];
/** Orders the burst made: order_no -> its buyer. */
const sold = new Map<string, Login>();

beforeAll(async () => {
  shared = await openClusterDb(cluster);
  const tomorrow = await pickTicket({ db: shared.db, clock: { now: () => new Date() } });
  ticket = { ...tomorrow, day: addDays(tomorrow.day, 1) };
  // Set before any node has read this day's stock, so no node holds an answer from before.
  inventoryId = await setCapacity(shared.db, ticket, STOCK);
  for (let i = 0; i < BUYERS; i += 1) {
    const login = await smsLogin(cluster.nodes[i % cluster.nodes.length] as string, `1380000${String(i).padStart(4, "0")}`, "192.0.2.30");
    buyers.push({ login, traveller: await addTraveller(cluster.nginx, login, 800 + i) });
  }
});
afterAll(async () => shared.close());

/** Orders of the slot that hold places (not closed or refunded). */
async function liveOrdersOfSlot(): Promise<number> {
  const [row] = await shared.db
    .select({ n: count() })
    .from(orderItems)
    .innerJoin(orders, eq(orderItems.orderId, orders.id))
    .where(and(eq(orderItems.inventoryId, inventoryId), inArray(orders.status, ["UNPAID", "PAID"])));
  return Number(row?.n);
}

describe(`${CREATES} concurrent order creates through nginx on a slot with stock ${STOCK}`, () => {
  it(`make exactly ${STOCK} orders and leave stock 0, on every node`, async () => {
    const answers = await Promise.all(
      Array.from({ length: CREATES }, (_, i) => {
        const buyer = buyers[i % BUYERS]!;
        return createOrder(cluster.nginx, buyer.login, ticket, buyer.traveller)
          .then((a) => ({ ...a, buyer: buyer.login }))
          .catch((err: Error) => ({ status: 0, body: { code: -2, msg: err.message, data: { order_no: "" } }, upstream: null, buyer: buyer.login }));
      }),
    );
    const tally = new Map<string, number>();
    for (const a of answers) tally.set(`${a.body.code} ${a.body.msg}`, (tally.get(`${a.body.code} ${a.body.msg}`) ?? 0) + 1);
    console.log(`burst answers: ${[...tally].map(([k, n]) => `${n} x [${k}]`).join(", ")}`);

    const made = answers.filter((a) => a.body.code === 1);
    expect(made).toHaveLength(STOCK);
    expect(answers.filter((a) => a.body.code === 4006)).toHaveLength(CREATES - STOCK);
    for (const a of made) sold.set(a.body.data.order_no, a.buyer);
    expect(sold.size).toBe(STOCK);
    // The burst really went through all three nodes.
    expect(new Set(answers.map((a) => a.upstream)).size).toBe(cluster.nodes.length);

    expect(await soldOf(shared.db, ticket)).toBe(STOCK);
    expect(await liveOrdersOfSlot()).toBe(STOCK);
    await everyNodeShows(cluster, ticket, 0);
  }, 180_000);

  it("sell a place given back on one node on each of the other nodes (no node keeps the slot sold out)", async () => {
    const [first, second] = [...sold.entries()];
    for (const [[orderNo, owner], buyOn] of [
      [first!, nodeB],
      [second!, nodeC],
    ] as const) {
      expect((await post(nodeA, "/api/order/cancel", { order_no: orderNo }, owner)).body.code).toBe(1);
      await everyNodeShows(cluster, ticket, 1);
      const buyer = buyers[0]!;
      const again = await within(STALE_BOUND_MS, async () => {
        const res = await createOrder(buyOn, buyer.login, ticket, buyer.traveller);
        expect({ node: buyOn, code: res.body.code, msg: res.body.msg }).toMatchObject({ node: buyOn, code: 1 });
        return res;
      });
      expect(again.body.data.order_no).toBeTruthy();
      await everyNodeShows(cluster, ticket, 0);
    }
    expect(await soldOf(shared.db, ticket)).toBe(STOCK);
    expect(await liveOrdersOfSlot()).toBe(STOCK);
  });
});
