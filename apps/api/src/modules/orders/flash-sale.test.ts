import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slotKey } from "../../cache/slot-key";
import { SOLD_OUT_MARK_TTL_MS } from "../../cache/sold-out-marks";
import { inventory } from "../../db/schema/index";
import { createPaymentProvider } from "../../providers/payment/index";
import { createTestApp, databaseWorkDuring, nextMessage, postForm, type TestApp, type TestLogin, type TestNode } from "../../test-utils";
import { closeExpiredOrders } from "./close";
import { processRefunds } from "./refund";
import { addTravellers, orderData, payViaSandbox, pickTicket, postCreate, setCapacity, sign, soldOf, type TicketFixture } from "./test-fixtures";

let t: TestApp;
let alice: TestLogin;
let bob: TestLogin;
let aliceTravellers: number[];
let bobTravellers: number[];
let ticket: TicketFixture;

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = await Promise.all([t.loginAs("13770000001"), t.loginAs("13770000002")]);
  aliceTravellers = await addTravellers(t, alice, 2, 1);
  bobTravellers = await addTravellers(t, bob, 2, 3);
  ticket = await pickTicket(t);
});
afterAll(async () => t.close());

const slot = () => slotKey(ticket.productId, ticket.day, ticket.slot);
const buy = (login: TestLogin, travellers: number[], extra: Record<string, unknown> = {}) => postCreate(t, login, orderData(t, ticket, travellers, extra));

/** A slot with `capacity` places of which `sold` are sold and no mark (a fresh start for each case). */
async function freshSlot(capacity: number, sold = 0): Promise<void> {
  const id = await setCapacity(t.db, ticket, 10_000);
  await t.db.update(inventory).set({ capacity, sold }).where(eq(inventory.id, id));
  t.ctx.soldOut.clear(slot());
}

/** Sells out the slot to Alice (one place) and has Bob refused, which marks it; answers Alice's order_no. */
async function sellOutAndMark(): Promise<string> {
  await freshSlot(1);
  const sold = await buy(alice, aliceTravellers.slice(0, 1));
  expect(sold.body.code).toBe(1);
  expect((await buy(bob, bobTravellers.slice(0, 1))).body).toMatchObject({ code: 4006, msg: "该时段余票不足" });
  expect(t.ctx.soldOut.refuses(slot(), 1)).toBe(true);
  return sold.body.data.order_no;
}

describe("a sold-out mark", () => {
  it("answers a create on a sold-out slot with 4006 and no write transaction", async () => {
    await sellOutAndMark();
    const work = await databaseWorkDuring(t, async () => expect((await buy(bob, bobTravellers.slice(0, 1))).body).toMatchObject({ code: 4006, msg: "该时段余票不足" }));
    expect(work.transactions).toBe(0);
    expect(work.statements.some((s) => /^\s*(insert|update|delete)\b/i.test(s))).toBe(false);
    expect(await soldOf(t.db, ticket)).toBe(1);
  });

  it("still answers a retried create with the order it made (idempotency comes before the mark)", async () => {
    await freshSlot(1);
    const data = orderData(t, ticket, aliceTravellers.slice(0, 1));
    const first = await postCreate(t, alice, data);
    expect(first.body.code).toBe(1);
    expect((await buy(bob, bobTravellers.slice(0, 1))).body.code).toBe(4006);
    const retried = await postCreate(t, alice, data);
    expect(retried.body).toMatchObject({ code: 1, data: { order_no: first.body.data.order_no } });
  });

  it("only short-cuts creates of at least the quantity that failed: one place left still sells", async () => {
    await freshSlot(3, 2);
    expect((await buy(bob, bobTravellers)).body.code).toBe(4006);
    expect(t.ctx.soldOut.refuses(slot(), 2)).toBe(true);
    expect((await buy(alice, aliceTravellers.slice(0, 1))).body.code).toBe(1);
    expect(await soldOf(t.db, ticket)).toBe(3);
  });

  it("is cleared when the order that holds the places is cancelled: the next create sells", async () => {
    const orderNo = await sellOutAndMark();
    expect((await postForm(t.app, "/api/order/cancel", { order_no: orderNo }, alice.token)).body.code).toBe(1);
    expect(t.ctx.soldOut.refuses(slot(), 1)).toBe(false);
    expect((await buy(bob, bobTravellers.slice(0, 1))).body.code).toBe(1);
  });

  it("is cleared when the sweeper closes the unpaid order", async () => {
    await sellOutAndMark();
    expect(await closeExpiredOrders(t.ctx, new Date(t.clock.now().getTime() + t.config.orderPayTimeoutMs))).toBeGreaterThanOrEqual(1);
    expect(t.ctx.soldOut.refuses(slot(), 1)).toBe(false);
    expect((await buy(bob, bobTravellers.slice(0, 1))).body.code).toBe(1);
  });

  it("is cleared when a refund gives the places back", async () => {
    const orderNo = await sellOutAndMark();
    await payViaSandbox(t, alice, orderNo);
    expect((await postForm(t.app, "/api/order/refund", { order_no: orderNo, reason: "行程有变" }, alice.token)).body.code).toBe(1);
    expect(t.ctx.soldOut.refuses(slot(), 1)).toBe(true);
    expect(await processRefunds(t.ctx, t.clock.now(), createPaymentProvider(t.config))).toBe(1);
    expect(t.ctx.soldOut.refuses(slot(), 1)).toBe(false);
    expect((await buy(bob, bobTravellers.slice(0, 1))).body.code).toBe(1);
  });

  it("expires after SOLD_OUT_MARK_TTL_MS when places came back without a message (a direct capacity change)", async () => {
    await sellOutAndMark();
    await setCapacity(t.db, ticket, 2);
    expect((await buy(bob, bobTravellers.slice(0, 1))).body.code).toBe(4006);
    t.clock.advance(SOLD_OUT_MARK_TTL_MS);
    expect((await buy(bob, bobTravellers.slice(0, 1))).body.code).toBe(1);
  });
});

describe("with another node on the same database", () => {
  let other: TestNode;
  beforeAll(async () => {
    other = await t.addNode();
  });

  it.runIf(process.env.DATABASE_URL)("the other node takes the mark from the bus, and drops it when the places come back", async () => {
    const marked = nextMessage(other.ctx.bus, "sold-out", (key) => key.startsWith(slot()));
    const orderNo = await sellOutAndMark();
    await marked;
    expect(other.ctx.soldOut.refuses(slot(), 1)).toBe(true);
    const returned = nextMessage(other.ctx.bus, "stock-returned", (key) => key === slot());
    expect((await postForm(t.app, "/api/order/cancel", { order_no: orderNo }, alice.token)).body.code).toBe(1);
    await returned;
    expect(other.ctx.soldOut.refuses(slot(), 1)).toBe(false);
  });

  it("a slot sold out on one node is never oversold through the other", async () => {
    await freshSlot(3);
    other.ctx.soldOut.clear(slot());
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => {
        const [login, travellers] = i % 4 < 2 ? [alice, aliceTravellers] : [bob, bobTravellers];
        const text = JSON.stringify(orderData(t, ticket, travellers.slice(0, 1)));
        const fields = { data: text, signature: sign(text, login.signing_key), partner_code: "default" };
        return postForm<{ order_no: string }>(i % 2 === 0 ? t.app : other.app, "/api/order/create", fields, login.token);
      }),
    );
    expect(answers.filter((a) => a.body.code === 1)).toHaveLength(3);
    expect(answers.filter((a) => a.body.code === 4006)).toHaveLength(9);
    expect(await soldOf(t.db, ticket)).toBe(3);
  });
});
