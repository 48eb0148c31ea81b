import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCK_KEYS, withAdvisoryLock } from "../../db/locks";
import { orders } from "../../db/schema/index";
import { createPaymentProvider } from "../../providers/payment/index";
import { createTestApp, type TestApp } from "../../test-utils";
import { startOrderSweeper } from "./sweeper";
import { createOrderFor, pickTicket, soldOf } from "./test-fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("order sweeper pass", () => {
  it("closes every due order, batch after batch, not one batch per interval", async () => {
    const bob = await t.loginAs("13900000072");
    const ticket = await pickTicket(t);
    const orderNos: string[] = [];
    for (let i = 0; i < 5; i += 1) orderNos.push(await createOrderFor(t, bob, ticket, 1, 80 + i));
    const rows = await t.db.select().from(orders).where(inArray(orders.orderNo, orderNos));
    const latest = Math.max(...rows.map((r) => r.expiresAt.getTime()));
    const sold = await soldOf(t.db, ticket);
    const sweeper = startOrderSweeper({ ctx: t.app.ctx, provider: createPaymentProvider(t.config), now: () => new Date(latest + 1), log: t.app.log, intervalMs: 60_000, batchSize: 2 });
    await sweeper.runOnce();
    await sweeper.stop();
    const after = await t.db.select({ status: orders.status }).from(orders).where(inArray(orders.orderNo, orderNos));
    expect(after.map((r) => r.status)).toEqual(Array(5).fill("CLOSED"));
    expect(await soldOf(t.db, ticket)).toBe(sold - 5);
  });
});

// Another API node sweeping is another connection holding the orderSweep lock; PGlite has no second node.
describe.runIf(process.env.DATABASE_URL)("order sweeper on a PostgreSQL shared by several nodes", () => {
  it("skips its pass while another node sweeps, and closes the order (stock back once) on the next", async () => {
    const alice = await t.loginAs("13900000071");
    const ticket = await pickTicket(t);
    const orderNo = await createOrderFor(t, alice, ticket, 1, 71);
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    if (!order) throw new Error("missing");
    const sold = await soldOf(t.db, ticket);
    const sweeper = startOrderSweeper({ ctx: t.app.ctx, provider: createPaymentProvider(t.config), now: () => new Date(order.expiresAt.getTime() + 1), log: t.app.log, intervalMs: 60_000 });

    await withAdvisoryLock(t.db, LOCK_KEYS.orderSweep, () => sweeper.runOnce(), { wait: false });
    const [during] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(during?.status).toBe("UNPAID");

    await sweeper.runOnce();
    await sweeper.runOnce();
    await sweeper.stop();
    const [after] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(after?.status).toBe("CLOSED");
    expect(await soldOf(t.db, ticket)).toBe(sold - 1);
  });
});
