import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_DELETION_NOTICE_DAYS } from "@wenlv/contract/privacy";
import { orderItems, orders, sessions, users, vouchers } from "../../db/schema/index";
import { createPaymentProvider } from "../../providers/payment/index";
import { createTestApp, postForm, type TestApp, type TestLogin } from "../../test-utils";
import { processRefunds } from "../orders/refund";
import { createOrderFor, payViaSandbox, pickTicket } from "../orders/test-fixtures";
import { cancelCode, postCancel } from "./test-helpers";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const OPEN = { code: 4006, msg: "您还有未完成的订单，请完成或退款后再注销" };
const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const answers = async (login: TestLogin) => (await postForm(t.app, "/api/address/list", {}, login.token)).status;

async function orderIdOf(orderNo: string): Promise<number> {
  const [row] = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, orderNo));
  if (!row) throw new Error("order missing");
  return row.id;
}

describe("account deletion request", () => {
  it("revokes every session of the user at once: both logins answer 401 next", async () => {
    const phone = "13750000001";
    const first = await t.loginAs(phone);
    const second = await t.loginAs(phone);
    const other = await t.loginAs("13750000002");
    const code = await cancelCode(t, phone);
    const now = t.clock.now();
    const res = await postCancel(t, first, { code, reason: "不再使用" });
    expect(res.body).toMatchObject({
      code: 1,
      data: { requested_at: now.toISOString(), effective_at: new Date(now.getTime() + ACCOUNT_DELETION_NOTICE_DAYS * DAY_MS).toISOString() },
    });
    expect(await answers(first)).toBe(401);
    expect(await answers(second)).toBe(401);
    expect(await answers(other)).toBe(200);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, first.userId));
    expect(rows).toHaveLength(2);
    expect(rows.every((s) => s.revokedAt !== null)).toBe(true);
    expect(await userRow(first.userId)).toMatchObject({ deletionRequestedAt: now, deletionReason: "不再使用", anonymisedAt: null, phone });
  });

  it("needs the right SMS code of purpose cancel; a wrong one changes nothing", async () => {
    const phone = "13750000003";
    const u = await t.loginAs(phone);
    const code = await cancelCode(t, phone);
    const wrong = code === "000000" ? "111111" : "000000";
    expect((await postCancel(t, u, { code: wrong })).body.code).toBe(0);
    expect((await postCancel(t, u, {})).body).toMatchObject({ code: 0, msg: "请输入验证码" });
    expect((await postCancel(t, u, { code, reason: "长".repeat(201) })).body).toMatchObject({ code: 0, msg: "原因最多200个字" });
    expect((await postCancel(t, u, { code, user_id: 1 })).body).toMatchObject({ code: 0, msg: "不允许提交的字段：user_id" });
    expect(await answers(u)).toBe(200);
    expect((await userRow(u.userId))?.deletionRequestedAt).toBeNull();
    expect((await postCancel(t, u, { code })).body.code).toBe(1);
    expect(await answers(u)).toBe(401);
  });

  it("is refused while an order is unpaid, keeping the code; allowed once the order is cancelled", async () => {
    const phone = "13750000004";
    const u = await t.loginAs(phone);
    const orderNo = await createOrderFor(t, u, await pickTicket(t), 1, 1);
    const code = await cancelCode(t, phone);
    expect((await postCancel(t, u, { code })).body).toMatchObject(OPEN);
    expect(await answers(u)).toBe(200);
    expect((await postForm(t.app, "/api/order/cancel", { order_no: orderNo }, u.token)).body.code).toBe(1);
    expect((await postCancel(t, u, { code })).body.code).toBe(1);
  });

  it("is refused while a paid ticket is unused or a refund is under way; allowed after the refund", async () => {
    const phone = "13750000005";
    const u = await t.loginAs(phone);
    const orderNo = await createOrderFor(t, u, await pickTicket(t), 2, 10);
    await payViaSandbox(t, u, orderNo);
    expect((await postCancel(t, u, { code: await cancelCode(t, phone) })).body).toMatchObject(OPEN);
    expect((await postForm(t.app, "/api/order/refund", { order_no: orderNo, reason: "行程有变" }, u.token)).body.code).toBe(1);
    const code = await cancelCode(t, phone);
    expect((await postCancel(t, u, { code })).body).toMatchObject(OPEN);
    expect(await processRefunds(t.ctx, t.clock.now(), createPaymentProvider(t.config))).toBe(1);
    expect((await postCancel(t, u, { code })).body.code).toBe(1);
  });

  it("is allowed when the paid tickets were used, or their day has passed unused", async () => {
    const usedPhone = "13750000006";
    const used = await t.loginAs(usedPhone);
    const usedNo = await createOrderFor(t, used, await pickTicket(t), 1, 20);
    await payViaSandbox(t, used, usedNo);
    const items = await t.db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, await orderIdOf(usedNo)));
    for (const item of items) await t.db.update(vouchers).set({ qrStatus: 1 }).where(eq(vouchers.orderItemId, item.id));
    expect((await postCancel(t, used, { code: await cancelCode(t, usedPhone) })).body.code).toBe(1);

    const latePhone = "13750000007";
    const late = await t.loginAs(latePhone);
    const lateNo = await createOrderFor(t, late, await pickTicket(t), 1, 30);
    await payViaSandbox(t, late, lateNo);
    expect((await postCancel(t, late, { code: await cancelCode(t, latePhone) })).body).toMatchObject(OPEN);
    t.clock.advance(3 * DAY_MS);
    expect((await postCancel(t, late, { code: await cancelCode(t, latePhone) })).body.code).toBe(1);
  });

  it("needs login", async () => {
    const res = await postForm(t.app, "/api/uservice/user/cancelAccount", { code: "123456" });
    expect(res.status).toBe(401);
  });
});
