import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema/index";
import { createTestApp, type TestApp } from "../../test-utils";
import { addTravellers, orderData, pickTicket, postCreate, setCapacity, soldOf } from "./test-fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("200 concurrent creates on a slot of capacity 50", () => {
  it("sell exactly 50 places, no more, and refuse the rest with 4006", async () => {
    const ticket = await pickTicket(t);
    await setCapacity(t.db, ticket, 50);
    // Four buyers, each firing 50 creates at once with distinct nonces and idempotency keys.
    const buyers = await Promise.all(["13700000001", "13700000002", "13700000003", "13700000004"].map((p) => t.loginAs(p)));
    const travellers = await Promise.all(buyers.map((b, i) => addTravellers(t, b, 1, 100 + i)));
    const requests = Array.from({ length: 200 }, (_, i) => {
      const buyer = buyers[i % 4]!;
      return postCreate(t, buyer, orderData(t, ticket, travellers[i % 4]!));
    });
    const answers = await Promise.all(requests);

    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 1)).toHaveLength(50);
    expect(codes.filter((c) => c === 4006)).toHaveLength(150);
    expect(answers.filter((a) => a.body.code === 4006).every((a) => a.body.msg === "该时段余票不足")).toBe(true);
    expect(new Set(answers.filter((a) => a.body.code === 1).map((a) => a.body.data.order_no)).size).toBe(50);

    const [row] = await t.db.select({ n: count() }).from(orders).where(and(eq(orders.status, "UNPAID")));
    expect(Number(row?.n)).toBe(50);
    expect(await soldOf(t.db, ticket)).toBe(50);
  }, 120_000);
});
