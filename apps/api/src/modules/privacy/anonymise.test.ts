import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maskIdNumber } from "@wenlv/validation";
import {
  addresses,
  browseEvents,
  collections,
  consents,
  oneTimeTickets,
  orderItems,
  orders,
  pickupPersons,
  scenicSpots,
  sessions,
  smsCodes,
  travellers,
  userIdentities,
  users,
  vouchers,
} from "../../db/schema/index";
import { encryptField, hmacHex } from "../../lib/crypto";
import { createTestApp, postForm, type TestApp, type TestLogin } from "../../test-utils";
import { findOrCreateUserByPhone } from "../auth/users";
import { createOrderFor, idCardNumber, payViaSandbox, pickTicket } from "../orders/test-fixtures";
import { readSnapshot } from "../orders/snapshot";
import { smsCode } from "../auth/test-flows";
import { anonymiseDueAccounts, ANONYMISED_NICKNAME, maskName } from "./anonymise";
import { cancelCode, postCancel } from "./test-helpers";

let t: TestApp;
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A user with something in every table the anonymiser touches, and a finished (used) paid order. */
async function fullAccount(phone: string, seq: number): Promise<{ login: TestLogin; orderNo: string }> {
  const login = await t.loginAs(phone);
  const id = login.userId;
  const realId = idCardNumber(seq + 900);
  await t.db
    .update(users)
    .set({
      email: `u${seq}@example.com`,
      passwordHash: "pbkdf2$x",
      payPasswordHash: "pbkdf2$y",
      realNameEnc: encryptField(t.config.dataKey, "张伟"),
      realNameMasked: "*伟",
      idNumberEnc: encryptField(t.config.dataKey, realId),
      idNumberIndex: hmacHex(t.config.dataKey, realId),
      idNumberMasked: maskIdNumber("ID_CARD", realId),
      realNameVerifiedAt: t.clock.now(),
      avatarUrl: "/uploads/a.png",
    })
    .where(eq(users.id, id));
  await t.db.insert(userIdentities).values({ userId: id, provider: "wechat", subject: `openid-${seq}` });
  await t.db.insert(oneTimeTickets).values({ kind: "change_phone", ticketHash: `hash-${seq}`, userId: id, expiresAt: t.clock.now() });
  await t.db.insert(browseEvents).values({ kind: "page_point", userId: id, url: "/User" });
  const [spot] = await t.db.select().from(scenicSpots).limit(1);
  await postForm(t.app, "/api/address/save", { name: "张伟", phone, district_code: "320508", detail: "平江路100号" }, login.token);
  await postForm(t.app, "/api/pickup/save", { name: "张伟", phone }, login.token);
  await postForm(t.app, "/api/collection/toggle", { target_type: "scenic", target_id: spot!.id, collected: "1" }, login.token);
  await postForm(t.app, "/api/uservice/consent/grant", { kind: "location" }, login.token);
  const orderNo = await createOrderFor(t, login, await pickTicket(t), 2, seq);
  await payViaSandbox(t, login, orderNo);
  const items = await itemsOf(orderNo);
  await t.db.update(vouchers).set({ qrStatus: 1 }).where(inArray(vouchers.orderItemId, items.map((i) => i.id)));
  return { login, orderNo };
}

async function itemsOf(orderNo: string) {
  const [order] = await t.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  return t.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
}

const countOf = async (table: typeof addresses | typeof pickupPersons | typeof collections | typeof travellers | typeof sessions | typeof userIdentities | typeof consents | typeof oneTimeTickets, userId: number) =>
  (await t.db.select().from(table).where(eq(table.userId, userId))).length;

async function requestDeletion(login: TestLogin, phone: string): Promise<Date> {
  const res = await postCancel(t, login, { code: await cancelCode(t, phone), reason: "换号了" });
  if (res.body.code !== 1) throw new Error(`cancel failed: ${res.body.msg}`);
  return new Date(res.body.data.effective_at);
}

describe("anonymisation after the notice period", () => {
  it("masks names keeping the first character", () => {
    expect([maskName("张伟"), maskName("欧阳娜娜"), maskName("John"), maskName("王"), maskName("")]).toEqual(["张*", "欧***", "J***", "*", ""]);
  });

  it("waits for the effective time, then clears the personal data in every table and keeps the orders masked", async () => {
    const phone = "13760000001";
    const { login, orderNo } = await fullAccount(phone, 1);
    const other = await fullAccount("13760000002", 40);
    const id = login.userId;
    const orderBefore = (await t.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!;
    expect(orderBefore).toMatchObject({ contactName: "张伟", contactPhone: "13800138000" });
    const effective = await requestDeletion(login, phone);

    t.clock.set(new Date(effective.getTime() - 1000));
    expect(await anonymiseDueAccounts(t.ctx)).toBe(0);
    expect((await t.db.select().from(users).where(eq(users.id, id)))[0]?.phone).toBe(phone);
    expect(await countOf(addresses, id)).toBe(1);

    t.clock.set(effective);
    expect(await anonymiseDueAccounts(t.ctx)).toBe(1);

    const [user] = await t.db.select().from(users).where(eq(users.id, id));
    expect(user).toMatchObject({
      id,
      phone: null,
      email: null,
      passwordHash: null,
      payPasswordHash: null,
      realNameEnc: null,
      realNameMasked: "",
      idNumberEnc: null,
      idNumberIndex: null,
      idNumberMasked: "",
      realNameVerifiedAt: null,
      nickname: ANONYMISED_NICKNAME,
      avatarUrl: "",
      deletionReason: "",
      anonymisedAt: effective,
    });
    for (const table of [userIdentities, travellers, addresses, pickupPersons, collections, sessions, oneTimeTickets]) expect(await countOf(table, id)).toBe(0);
    expect(await t.db.select().from(smsCodes).where(eq(smsCodes.phone, phone))).toHaveLength(0);
    expect(await t.db.select().from(browseEvents).where(eq(browseEvents.userId, id))).toHaveLength(0);
    // Consents stay as proof, under the pseudonymous id only.
    expect(await countOf(consents, id)).toBeGreaterThan(0);

    // The order stays (E-Commerce Law art. 31) with its amounts, under the same id, contact masked.
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(order).toMatchObject({ id: orderBefore.id, userId: id, amountFen: orderBefore.amountFen, status: orderBefore.status, contactName: "张*", contactPhone: "138****8000" });
    const items = await itemsOf(orderNo);
    for (const item of items) {
      const snap = readSnapshot(item.snapshot);
      expect(snap.travellers.length).toBe(2);
      for (const tr of snap.travellers) {
        expect(tr.name).toMatch(/^\p{Script=Han}\*+$/u);
        expect(tr.id_masked).toContain("*");
      }
      expect(snap.owner.name).not.toBe("");
    }
    const held = await t.db.select().from(vouchers).where(inArray(vouchers.orderItemId, items.map((i) => i.id)));
    expect(held).toHaveLength(2);
    for (const v of held) expect(v.travellerName).toMatch(/^\p{Script=Han}\*+$/u);
    expect(JSON.stringify({ user, order, items, held })).not.toContain(idCardNumber(1));

    // The other account is untouched.
    const otherId = other.login.userId;
    expect((await t.db.select().from(users).where(eq(users.id, otherId)))[0]).toMatchObject({ phone: "13760000002", anonymisedAt: null });
    for (const table of [userIdentities, travellers, addresses, pickupPersons, collections, sessions]) expect(await countOf(table, otherId)).toBeGreaterThan(0);
    expect((await t.db.select().from(orders).where(eq(orders.orderNo, other.orderNo)))[0]).toMatchObject({ contactName: "张伟" });

    // Running again changes nothing; the phone now signs up as a new, unrelated user.
    expect(await anonymiseDueAccounts(t.ctx)).toBe(0);
    expect((await findOrCreateUserByPhone(t.db, phone)).id).not.toBe(id);
  });

  it("anonymises an account once when two sweeps run at the same time", async () => {
    const phone = "13760000003";
    const u = await t.loginAs(phone);
    await postForm(t.app, "/api/address/save", { name: "张伟", phone, district_code: "320508", detail: "平江路100号" }, u.token);
    const effective = await requestDeletion(u, phone);
    t.clock.set(new Date(effective.getTime() + DAY_MS));
    const runs = await Promise.all([anonymiseDueAccounts(t.ctx), anonymiseDueAccounts(t.ctx)]);
    expect(runs[0] + runs[1]).toBe(1);
    expect((await t.db.select().from(users).where(eq(users.id, u.userId)))[0]?.anonymisedAt).not.toBeNull();
  });

  it("a withdrawn request (logging in again during the notice period) is never anonymised", async () => {
    const phone = "13760000004";
    const u = await t.loginAs(phone);
    const effective = await requestDeletion(u, phone);
    // Logging in again by SMS withdraws the request (modules/auth/login.ts).
    const again = await postForm(t.app, "/api/uservice/user/phoneLogin", { phone, code: await smsCode(t, phone), agree_privacy: "1" });
    expect(again.body.code).toBe(1);
    t.clock.set(new Date(effective.getTime() + DAY_MS));
    expect(await anonymiseDueAccounts(t.ctx)).toBe(0);
    expect((await t.db.select().from(users).where(eq(users.id, u.userId)))[0]).toMatchObject({ phone, anonymisedAt: null, deletionRequestedAt: null });
  });
});
