import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { couponDiscountFen } from "@wenlv/contract/coupons";
import { SeedDataError } from "./seed-data";
import { discountOf, seedCouponRules } from "./seed-coupons";

let dir = "";
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "wenlv-coupons-"));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

async function fileWith(records: unknown): Promise<string> {
  const file = path.join(dir, `coupons-${Math.random().toString(36).slice(2)}.json`);
  await writeFile(file, JSON.stringify(records));
  return file;
}

describe("seed/data/coupons.json", () => {
  const rules = seedCouponRules();

  it("holds platform coupons and government vouchers with daily releases, all marked sample with a note", () => {
    expect(rules.filter((r) => r.kind === "government").length).toBeGreaterThanOrEqual(3);
    expect(rules.filter((r) => r.kind === "platform").length).toBeGreaterThanOrEqual(5);
    expect(rules.filter((r) => r.kind === "government").every((r) => r.releaseTime && r.dailyStock && r.stackable)).toBe(true);
    expect(rules.every((r) => /示例/.test(r.note) && /示例|sample/.test(r.issuerZh + r.issuerEn))).toBe(true);
    // Each discount takes money off an amount at its threshold, never all of it.
    for (const r of rules) {
      const d = discountOf(r.discount);
      const at = Math.max(d.threshold_fen, 10000);
      expect(couponDiscountFen(d, at)).toBeGreaterThan(0);
      expect(couponDiscountFen(d, at)).toBeLessThan(at);
    }
  });

  it("refuses a record with a release time but no daily stock, no validity, or a threshold under its discount", async () => {
    const base = rules.find((r) => r.slug === "gov-dining-100-30")!;
    const { dailyStock: _omit, ...noDaily } = base;
    await expect(fileWith([noDaily]).then((f) => seedCouponRules(f))).rejects.toThrow(SeedDataError);
    const { validDays: _v, ...noValidity } = base;
    await expect(fileWith([noValidity]).then((f) => seedCouponRules(f))).rejects.toThrow(/validDays or validTo/);
    await expect(fileWith([{ ...base, discount: { type: "threshold", thresholdFen: 1000, discountFen: 3000 } }]).then((f) => seedCouponRules(f))).rejects.toThrow(/threshold must be above/);
  });
});
