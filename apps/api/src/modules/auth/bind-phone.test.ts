import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consents, userIdentities, users } from "../../db/schema/index";
import { createTestApp, createTestClock, postForm, type TestApp } from "../../test-utils";
import { bindPhone, myInfo, sbkGrant, sbkLogin, smsCode, wechatCode, wxLogin } from "./test-flows";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: createTestClock(new Date("2025-06-01T02:00:00Z")) });
});
afterAll(async () => t.close());

/** A new sandbox WeChat user's wxLogin: unbound, so it answers the openid and a bind ticket. */
async function unboundWechat(openid = ""): Promise<{ openid: string; ticket: string }> {
  const res = await wxLogin(t, await wechatCode(t, openid));
  expect(res.body.code).toBe(1);
  const data = res.body.data;
  if (data.isBindMobile) throw new Error("expected an unbound WeChat user");
  return { openid: data.openid, ticket: data.bind_ticket };
}

const identitiesOf = (provider: string, subject: string) =>
  t.db.select().from(userIdentities).where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));

describe("unbound WeChat -> bind ticket -> bindPhone", () => {
  it("a new WeChat user gets {isBindMobile: false, openid, bind_ticket}, and nothing is stored but the hashed ticket", async () => {
    const res = await wxLogin(t, await wechatCode(t));
    expect(res.body).toMatchObject({ code: 1, msg: "请绑定手机号", data: { isBindMobile: false } });
    expect(res.body.data).not.toHaveProperty("token");
    const data = res.body.data as { openid: string; bind_ticket: string };
    expect(data.openid).toMatch(/^osbx_[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(data.bind_ticket, "base64url")).toHaveLength(32);
    expect(await identitiesOf("wechat", data.openid)).toHaveLength(0);
  });

  it("binds a new phone: creates the user, links the openid, logs in with `bound`, records consent", async () => {
    const { openid, ticket } = await unboundWechat();
    const res = await bindPhone(t, { openid, bind_ticket: ticket, phone: "13700000001", code: await smsCode(t, "13700000001", "bind") });
    expect(res.body).toMatchObject({ code: 1, msg: "绑定成功", data: { user: { phone_masked: "137****0001", bound: ["wechat"] } } });
    expect(JSON.stringify(res.body)).not.toContain("13700000001");
    const [link] = await identitiesOf("wechat", openid);
    expect(link?.userId).toBe(res.body.data.user.id);
    expect((await myInfo(t, res.body.data.token)).body.data).toMatchObject({ id: link?.userId, bound: ["wechat"] });
    const agreed = await t.db.select().from(consents).where(eq(consents.userId, res.body.data.user.id));
    expect(agreed.map((c) => c.kind)).toEqual(["privacy"]);

    // Next time the same WeChat user logs straight in.
    const again = await wxLogin(t, await wechatCode(t, openid));
    expect(again.body.data).toMatchObject({ isBindMobile: true, openid, user: { id: link?.userId, phone_masked: "137****0001" } });
  });

  it("links the openid to an existing phone user", async () => {
    const existing = await t.loginAs("13700000002");
    const { openid, ticket } = await unboundWechat();
    const res = await bindPhone(t, { openid, bind_ticket: ticket, phone: "13700000002", code: await smsCode(t, "13700000002", "bind") });
    expect(res.body.data.user.id).toBe(existing.userId);
  });

  it("a ticket works once", async () => {
    const { openid, ticket } = await unboundWechat();
    expect((await bindPhone(t, { openid, bind_ticket: ticket, phone: "13700000003", code: await smsCode(t, "13700000003", "bind") })).body.code).toBe(1);
    const replay = await bindPhone(t, { openid, bind_ticket: ticket, phone: "13700000004", code: await smsCode(t, "13700000004", "bind") });
    expect(replay.body).toMatchObject({ code: 0, msg: "授权已失效，请重新登录" });
    expect(await t.db.select().from(users).where(eq(users.phone, "13700000004"))).toHaveLength(0);
  });

  it("a ticket expires after 10 minutes", async () => {
    const { openid, ticket } = await unboundWechat();
    const code = await smsCode(t, "13700000005", "bind");
    t.clock.advance(10 * 60 * 1000 - 3 * 60 * 1000 + 1);
    const res = await bindPhone(t, { openid, bind_ticket: ticket, phone: "13700000005", code });
    expect(res.body).toMatchObject({ code: 0, msg: "授权已失效，请重新登录" });
    expect(await identitiesOf("wechat", openid)).toHaveLength(0);
  });

  it("refuses an openid other than the ticket's, without using up the ticket", async () => {
    const victim = await unboundWechat("oVictim_1");
    const attacker = await unboundWechat();
    const code = await smsCode(t, "13700000006", "bind");
    const res = await bindPhone(t, { openid: victim.openid, bind_ticket: attacker.ticket, phone: "13700000006", code });
    expect(res.body).toMatchObject({ code: 0, msg: "授权已失效，请重新登录" });
    expect(await identitiesOf("wechat", "oVictim_1")).toHaveLength(0);
    // The genuine bind with that ticket still works.
    expect((await bindPhone(t, { openid: attacker.openid, bind_ticket: attacker.ticket, phone: "13700000006", code })).body.code).toBe(1);
  });

  it("refuses a made-up ticket and a missing one", async () => {
    const { openid } = await unboundWechat();
    const code = await smsCode(t, "13700000007", "bind");
    expect((await bindPhone(t, { openid, bind_ticket: "A".repeat(43), phone: "13700000007", code })).body).toMatchObject({ code: 0, msg: "授权已失效，请重新登录" });
    const missing = await postForm(t.app, "/api/uservice/user/bindPhone", { openid, phone: "13700000007", code, agree_privacy: "1" });
    expect(missing.body).toMatchObject({ code: 0, msg: "授权已失效，请重新登录" });
  });

  it("a ticket of another provider links that provider's identity only", async () => {
    // A social-security cardholder without a mobile gets an sbk ticket.
    const sbk = (await sbkLogin(t, await sbkGrant(t, { holder: "nomobile" }, "/User"))).body.data;
    if (sbk.isBindMobile) throw new Error("expected an unbound cardholder");
    const wx = await unboundWechat();
    const code = await smsCode(t, "13700000008", "bind");
    // The sbk ticket cannot bind the WeChat openid ...
    expect((await bindPhone(t, { openid: wx.openid, bind_ticket: sbk.bind_ticket, phone: "13700000008", code })).body.code).toBe(0);
    // ... and used for its own subject it links an "sbk" identity, not a WeChat one.
    const res = await bindPhone(t, { openid: sbk.openid, bind_ticket: sbk.bind_ticket, phone: "13700000008", code });
    expect(res.body.data.user.bound).toEqual(["sbk"]);
    expect(await identitiesOf("sbk", sbk.openid)).toHaveLength(1);
    expect(await identitiesOf("wechat", sbk.openid)).toHaveLength(0);
  });

  it("refuses (4006, nothing changed) a phone that already has another WeChat account", async () => {
    const first = await unboundWechat();
    await bindPhone(t, { openid: first.openid, bind_ticket: first.ticket, phone: "13700000009", code: await smsCode(t, "13700000009", "bind") });
    const second = await unboundWechat();
    const res = await bindPhone(t, { openid: second.openid, bind_ticket: second.ticket, phone: "13700000009", code: await smsCode(t, "13700000009", "bind") });
    expect(res.body).toMatchObject({ code: 4006, msg: "该手机号已绑定其他微信账号" });
    expect(await identitiesOf("wechat", second.openid)).toHaveLength(0);
    expect((await identitiesOf("wechat", first.openid))[0]?.userId).toBeDefined();
  });

  it("refuses (4006, nothing changed) binding a WeChat account that another phone bound meanwhile", async () => {
    // Two visits of the same WeChat user before either bound: two live tickets for one openid.
    const a = await unboundWechat("oTwice_1");
    const b = await unboundWechat("oTwice_1");
    expect((await bindPhone(t, { openid: a.openid, bind_ticket: a.ticket, phone: "13700000010", code: await smsCode(t, "13700000010", "bind") })).body.code).toBe(1);
    const res = await bindPhone(t, { openid: b.openid, bind_ticket: b.ticket, phone: "13700000011", code: await smsCode(t, "13700000011", "bind") });
    expect(res.body).toMatchObject({ code: 4006, msg: "该微信账号已绑定其他手机号" });
    expect(await t.db.select().from(users).where(eq(users.phone, "13700000011"))).toHaveLength(0);
  });

  it("refuses a wrong code or a login-purpose code, keeping the ticket", async () => {
    const { openid, ticket } = await unboundWechat();
    const code = await smsCode(t, "13700000012", "bind");
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    expect((await bindPhone(t, { openid, bind_ticket: ticket, phone: "13700000012", code: wrong })).body.code).toBe(0);
    const loginCode = await smsCode(t, "13700000013", "login");
    expect((await bindPhone(t, { openid, bind_ticket: ticket, phone: "13700000013", code: loginCode })).body.code).toBe(0);
    expect(await identitiesOf("wechat", openid)).toHaveLength(0);
    expect((await bindPhone(t, { openid, bind_ticket: ticket, phone: "13700000012", code })).body.code).toBe(1);
  });

  it("refuses a missing openid and a missing privacy consent", async () => {
    expect((await bindPhone(t, { openid: "", bind_ticket: "A".repeat(43), phone: "13700000014", code: "123456" })).body).toMatchObject({ code: 0, msg: "缺少openid" });
    const noConsent = await postForm(t.app, "/api/uservice/user/bindPhone", { openid: "x", bind_ticket: "A".repeat(43), phone: "13700000014", code: "123456" });
    expect(noConsent.body).toMatchObject({ code: 0, msg: "请先阅读并同意隐私政策" });
  });
});
