import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../src/db/client";
import { addDays } from "../src/lib/time";
import { pickTicket, type TicketFixture } from "../src/modules/orders/test-fixtures";
import { addTraveller, clusterEnv, createOrder, everyNodeShows, openClusterDb, post, remainingOn, smsLogin, STALE_BOUND_MS } from "./http";

const cluster = clusterEnv();
const [nodeA, , nodeC] = cluster.nodes as [string, string, string];

let shared: DbHandle;
let ticket: TicketFixture;
beforeAll(async () => {
  shared = await openClusterDb(cluster);
  const tomorrow = await pickTicket({ db: shared.db, clock: { now: () => new Date() } });
  ticket = { ...tomorrow, day: addDays(tomorrow.day, 2) };
});
afterAll(async () => shared.close());

describe("a stock change made on one node", () => {
  it(`reaches the stock answers of every node within ${STALE_BOUND_MS} ms: an order on A, then its cancellation on C`, async () => {
    // Every node answers (and, where nodes cache, holds) the slot's stock before the change.
    const before = await remainingOn(nodeA, ticket);
    if (before === undefined || before < 1) throw new Error("the slot has no stock to sell");
    await everyNodeShows(cluster, ticket, before);

    const buyer = await smsLogin(nodeA, "13900000001", "192.0.2.40");
    const traveller = await addTraveller(nodeA, buyer, 901);
    const made = await createOrder(nodeA, buyer, ticket, traveller);
    expect(made.body.code).toBe(1);
    await everyNodeShows(cluster, ticket, before - 1);

    expect((await post(nodeC, "/api/order/cancel", { order_no: made.body.data.order_no }, buyer)).body.code).toBe(1);
    await everyNodeShows(cluster, ticket, before);
  });
});
