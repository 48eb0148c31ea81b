import { randomBytes } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimSigningText, type CouponClaimed } from "@wenlv/contract/coupons";
import { couponRules, sessions, userCoupons, users } from "../../db/schema/index";
import { randomToken, sha256Hex } from "../../lib/crypto";
import { createTestApp, createTestClock, postForm, type TestApp } from "../../test-utils";
import { sign } from "../orders/test-fixtures";

// Exact coupon stock under concurrency (issue 11, decision 037), on PGlite and, with DATABASE_URL,
// PostgreSQL (.ci/run runs this suite on both). 11:00 on 1 December 2026 in Shanghai.
const clock = createTestClock(new Date("2026-12-01T03:00:00Z"));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

/** `n` users with a session each, written in bulk (a login per user would take minutes): token and signing key. */
async function manyLogins(n: number): Promise<{ token: string; signingKey: string }[]> {
  const made = await t.db
    .insert(users)
    .values(Array.from({ length: n }, (_, i) => ({ phone: `1360${String(i).padStart(7, "0")}` })))
    .returning({ id: users.id });
  const logins = made.map((u) => ({ userId: u.id, token: randomToken(32), signingKey: randomBytes(32).toString("hex") }));
  const expiresAt = new Date(clock.now().getTime() + 86_400_000);
  for (let i = 0; i < logins.length; i += 500) {
    await t.db.insert(sessions).values(logins.slice(i, i + 500).map((l) => ({ userId: l.userId, tokenHash: sha256Hex(l.token), signingKey: l.signingKey, expiresAt, createdAt: clock.now() })));
  }
  return logins;
}

describe("2000 concurrent claims on a rule with 100 coupons", () => {
  it("give exactly 100 coupons to 100 users and tell the other 1900 they are gone", async () => {
    const [rule] = await t.db.update(couponRules).set({ totalStock: 100 }).where(eq(couponRules.slug, "platform-food-100-15")).returning();
    const logins = await manyLogins(2000);
    const ids = String(rule!.id);
    const answers = await Promise.all(
      logins.map((login) => {
        const fields = { ids, source_from: "GetCoupons", timestamp: clock.now().getTime() };
        return postForm<CouponClaimed>(t.app, "/api/coupon/getNewCouponsByActivitiesIds", { ...fields, signature: sign(claimSigningText(fields), login.signingKey) }, login.token);
      }),
    );
    const results = answers.map((a) => a.body.data?.list[0]?.result);
    expect(results.filter((r) => r === "claimed")).toHaveLength(100);
    expect(results.filter((r) => r === "sold_out")).toHaveLength(1900);
    expect(answers.filter((a) => a.body.code === 0).every((a) => a.body.msg === "优惠券已抢光")).toBe(true);
    const [held] = await t.db.select({ n: count() }).from(userCoupons).where(eq(userCoupons.ruleId, rule!.id));
    expect(Number(held!.n)).toBe(100);
    const [after] = await t.db.select().from(couponRules).where(eq(couponRules.id, rule!.id));
    expect(after!.claimed).toBe(100);
  }, 300_000);
});
