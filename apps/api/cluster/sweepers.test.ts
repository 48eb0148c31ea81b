import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../src/db/client";
import { orders } from "../src/db/schema/index";
import { pickTicket, setCapacity, soldOf, type TicketFixture } from "../src/modules/orders/test-fixtures";
import { addTraveller, clusterEnv, createOrder, everyNodeShows, openClusterDb, smsLogin, sumOfLogged, within } from "./http";

const cluster = clusterEnv();
/** The nodes sweep every second (scripts/cluster.sh); a closed order is due within a few passes. */
const SWEEP_BOUND_MS = 30_000;
const CAPACITY = 10;

let shared: DbHandle;
let ticket: TicketFixture;
const orderNos: string[] = [];

beforeAll(async () => {
  shared = await openClusterDb(cluster);
  ticket = await pickTicket({ db: shared.db, clock: { now: () => new Date() } });
  await setCapacity(shared.db, ticket, CAPACITY);
  const buyer = await smsLogin(cluster.nodes[0] as string, "13700000001", "192.0.2.20");
  const traveller = await addTraveller(cluster.nginx, buyer, 701);
  for (let i = 0; i < 4; i += 1) {
    const res = await createOrder(cluster.nginx, buyer, ticket, traveller);
    if (res.body.code !== 1) throw new Error(`create: ${res.body.msg}`);
    orderNos.push(res.body.data.order_no);
  }
});
afterAll(async () => shared.close());

/** Moves the orders' pay deadline into the past: the nodes' sweepers then find them due. */
async function expire(nos: string[]): Promise<void> {
  await shared.db.update(orders).set({ expiresAt: new Date(Date.now() - 60_000) }).where(inArray(orders.orderNo, nos));
}

async function statuses(): Promise<string[]> {
  const rows = await shared.db.select({ no: orders.orderNo, status: orders.status }).from(orders).where(inArray(orders.orderNo, orderNos));
  return orderNos.map((no) => rows.find((r) => r.no === no)?.status ?? "missing");
}

describe("three nodes' sweepers on one database", () => {
  it("close an expired order exactly once and give its place back once", async () => {
    expect(await soldOf(shared.db, ticket)).toBe(4);
    const [a, b, c] = orderNos as [string, string, string, string];
    await expire([a, b]);
    await within(SWEEP_BOUND_MS, async () => expect(await statuses()).toEqual(["CLOSED", "CLOSED", "UNPAID", "UNPAID"]));
    expect(await soldOf(shared.db, ticket)).toBe(2);
    await everyNodeShows(cluster, ticket, CAPACITY - 2);

    // Passes after those closes (on any node) must not give the same places back again.
    await expire([c]);
    await within(SWEEP_BOUND_MS, async () => expect(await statuses()).toEqual(["CLOSED", "CLOSED", "CLOSED", "UNPAID"]));
    expect(await soldOf(shared.db, ticket)).toBe(1);
    await everyNodeShows(cluster, ticket, CAPACITY - 1);
    // What the nodes' sweepers reported closing, added over the three logs (a pass logs once it
    // ends, a moment after its last commit): each order once.
    await within(SWEEP_BOUND_MS, async () => expect(sumOfLogged(cluster.logDir, "order sweep", "closed")).toBe(3));
  });
});
