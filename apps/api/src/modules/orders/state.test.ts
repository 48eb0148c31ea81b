import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TransitionError } from "@wenlv/contract/status";
import { orders, products, skus, usedNonces } from "../../db/schema/index";
import { createPaymentProvider } from "../../providers/payment/index";
import { createTestApp, postForm, type TestApp, type TestLogin } from "../../test-utils";
import { processRefunds } from "./refund";
import { moveOrderStatus } from "./state";
import { startOrderSweeper } from "./sweeper";
import { addTravellers, createOrderFor, orderData, pickTicket, postCreate, soldOf, type TicketFixture } from "./test-fixtures";

let t: TestApp;
let alice: TestLogin;
let ticket: TicketFixture;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.loginAs("13900000041");
  ticket = await pickTicket(t);
});
afterAll(async () => t.close());

async function orderOf(orderNo: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  if (!row) throw new Error("missing");
  return row;
}

describe("moveOrderStatus", () => {
  it("refuses a move the contract table does not allow, before touching the row", async () => {
    const orderNo = await createOrderFor(t, alice, ticket, 1, 1);
    const order = await orderOf(orderNo);
    await expect(moveOrderStatus(t.db, order.id, "UNPAID", "REFUND")).rejects.toBeInstanceOf(TransitionError);
    expect((await orderOf(orderNo)).status).toBe("UNPAID");
  });

  it("moves only from the stated status (conditional update)", async () => {
    const orderNo = await createOrderFor(t, alice, ticket, 1, 2);
    const order = await orderOf(orderNo);
    expect(await moveOrderStatus(t.db, order.id, "PAID", "WAIT_REFUND")).toBe(false);
    expect(await moveOrderStatus(t.db, order.id, "UNPAID", "CLOSED", { closedAt: t.clock.now() })).toBe(true);
    expect(await moveOrderStatus(t.db, order.id, "UNPAID", "PAID")).toBe(false);
    expect((await orderOf(orderNo)).status).toBe("CLOSED");
  });
});

describe("free tickets (0 fen)", () => {
  it("are paid at once with their vouchers, and refund without a gateway", async () => {
    const [free] = await t.db
      .select({ productId: products.id, skuId: skus.id, realName: products.realName, rules: products.rules })
      .from(skus)
      .innerJoin(products, eq(skus.productId, products.id))
      .where(and(eq(skus.priceFen, 0), eq(skus.onSale, true)))
      .limit(1);
    if (!free) throw new Error("the seed has no free ticket");
    const slot = (free.rules as { slots?: string[] }).slots?.[0] ?? "全天";
    const fixture = { ...ticket, productId: free.productId, skuId: free.skuId, priceFen: 0, slot };
    const ids = await addTravellers(t, alice, 1, 10);
    const res = await postCreate(t, alice, orderData(t, fixture, free.realName ? ids : [], { quantity: 1 }));
    expect(res.body.code).toBe(1);
    expect(res.body.data.amount_fen).toBe(0);
    const d = await postForm<{ status: string; vouchers: unknown[]; can_refund: boolean }>(t.app, "/api/order/detail", { order_no: res.body.data.order_no }, alice.token);
    expect(d.body.data.status).toBe("PAID");
    expect(d.body.data.vouchers).toHaveLength(1);
    const sold = await soldOf(t.db, fixture);

    expect((await postForm(t.app, "/api/order/refund", { order_no: res.body.data.order_no, reason: "改期" }, alice.token)).body.code).toBe(1);
    expect(await processRefunds(t.ctx, t.clock.now(), createPaymentProvider(t.config))).toBe(1);
    expect((await orderOf(res.body.data.order_no)).status).toBe("REFUND");
    expect(await soldOf(t.db, fixture)).toBe(sold - 1);
  });
});

describe("order sweeper", () => {
  it("closes expired orders and forgets old nonces on its pass, and stops", async () => {
    const orderNo = await createOrderFor(t, alice, ticket, 1, 20);
    const order = await orderOf(orderNo);
    const sweeper = startOrderSweeper({ ctx: t.ctx, provider: createPaymentProvider(t.config), now: () => new Date(order.expiresAt.getTime() + 1), log: t.app.log, intervalMs: 60_000 });
    await Promise.all([sweeper.runOnce(), sweeper.runOnce()]);
    await sweeper.stop();
    expect((await orderOf(orderNo)).status).toBe("CLOSED");
    // Every nonce of this file was stored at least 15 minutes before that pass.
    expect(await t.db.select().from(usedNonces)).toHaveLength(0);
    // Every nonce of this file was stored at least 15 minutes before that pass.
    expect(await t.db.select().from(usedNonces)).toHaveLength(0);
  });
});
