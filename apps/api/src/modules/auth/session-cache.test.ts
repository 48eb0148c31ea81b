import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_CACHE_TTL_MS } from "../../cache/session-cache";
import { sessions } from "../../db/schema/index";
import { createTestApp, databaseWorkDuring, nextMessage, postForm, type TestApp, type TestLogin, type TestNode } from "../../test-utils";
import { cancelCode, postCancel } from "../privacy/test-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** HTTP status of a login-required call made with `login` on `app` (200 with a live session, 401 without). */
const statusOf = async (login: TestLogin, app = t.app) => (await postForm(app, "/api/address/list", {}, login.token)).status;

/** How many session lookups reach the database while `fn` runs (statements reading the sessions table). */
const sessionQueriesDuring = async (fn: () => Promise<unknown>) =>
  (await databaseWorkDuring(t, fn)).statements.filter((text) => /from "sessions"/i.test(text)).length;

describe("the session cache", () => {
  it("answers a token it looked up a moment ago without a session query", async () => {
    const u = await t.loginAs("13760000001");
    expect(await sessionQueriesDuring(() => statusOf(u))).toBe(1);
    expect(await sessionQueriesDuring(async () => expect(await statusOf(u)).toBe(200))).toBe(0);
    t.clock.advance(SESSION_CACHE_TTL_MS);
    expect(await sessionQueriesDuring(() => statusOf(u))).toBe(1);
  });

  it("revokes at logout at once, although the session was cached", async () => {
    const u = await t.loginAs("13760000002");
    expect(await statusOf(u)).toBe(200);
    expect((await postForm(t.app, "/api/uservice/user/logout", {}, u.token)).body.code).toBe(1);
    expect(await statusOf(u)).toBe(401);
  });

  it("revokes every cached session of an account at its deletion request", async () => {
    const phone = "13760000003";
    const first = await t.loginAs(phone);
    const second = await t.loginAs(phone);
    const code = await cancelCode(t, phone);
    expect([await statusOf(first), await statusOf(second)]).toEqual([200, 200]);
    expect((await postCancel(t, first, { code })).body.code).toBe(1);
    expect([await statusOf(first), await statusOf(second)]).toEqual([401, 401]);
  });

  it("logs the other cached sessions out at once when the password changes", async () => {
    const phone = "13760000004";
    const here = await t.loginAs(phone);
    const there = await t.loginAs(phone);
    expect([await statusOf(here), await statusOf(there)]).toEqual([200, 200]);
    const res = await postForm(t.app, "/api/uservice/user/changePassword", { password: "Suzhou2025" }, here.token);
    expect(res.body.code).toBe(1);
    expect([await statusOf(here), await statusOf(there)]).toEqual([200, 401]);
  });

  it("never answers a cached session past its expiry", async () => {
    const u = await t.loginAs("13760000005");
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(t.clock.now().getTime() + 1000) })
      .where(eq(sessions.userId, u.userId));
    expect(await statusOf(u)).toBe(200);
    t.clock.advance(1000);
    expect(await statusOf(u)).toBe(401);
  });

  it("serves a revocation that tells no one until SESSION_CACHE_TTL_MS passes (the bound for a lost message)", async () => {
    const u = await t.loginAs("13760000006");
    expect(await statusOf(u)).toBe(200);
    await t.db.update(sessions).set({ revokedAt: t.clock.now() }).where(eq(sessions.userId, u.userId));
    expect(await statusOf(u)).toBe(200);
    t.clock.advance(SESSION_CACHE_TTL_MS);
    expect(await statusOf(u)).toBe(401);
  });
});

describe("on another node", () => {
  let other: TestNode;
  beforeAll(async () => {
    other = await t.addNode();
  });

  it("a session made on one node is valid on the other, and a logout there revokes it here too", async () => {
    const u = await t.loginAs("13760000007");
    expect(await statusOf(u, other.app)).toBe(200);
    expect(await statusOf(u, t.app)).toBe(200);
    const told = nextMessage(other.ctx.bus, "session");
    expect((await postForm(t.app, "/api/uservice/user/logout", {}, u.token)).body.code).toBe(1);
    await told;
    expect(await statusOf(u, other.app)).toBe(401);
  });
});
