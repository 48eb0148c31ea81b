import { describe, expect, it } from "vitest";
import { policyBlocker, refundDeadline } from "./refund-policy";
import type { ItemSnapshot } from "./snapshot";

const rules = (hours: number) => ({ refund: { kind: "before" as const, hours }, entry: "id_card" as const, proof: null, sample: true });

describe("refundDeadline", () => {
  it("counts from a timed slot's start, else from the given start time, else from midnight (Asia/Shanghai)", () => {
    expect(refundDeadline(2, "2026-06-04", "09:00-11:00").toISOString()).toBe("2026-06-03T23:00:00.000Z");
    expect(refundDeadline(24, "2026-06-04", null, "14:00").toISOString()).toBe("2026-06-03T06:00:00.000Z");
    expect(refundDeadline(24, "2026-06-04", "全天").toISOString()).toBe("2026-06-02T16:00:00.000Z");
  });
});

describe("policyBlocker for a hotel stay (issue 10)", () => {
  // The second night's item of a stay checking in on 4 June at 14:00, free to cancel until 24 h before.
  const snapshot: ItemSnapshot = {
    fingerprint: "",
    travellers: [],
    owner: { type: "hotel", id: 1, name: "酒店" },
    en: { title: "", sku_name: "" },
    rules: rules(24),
    stay: { check_in: "2026-06-04", check_out: "2026-06-06", nights: 2, rooms: 1, guests: ["张伟"], check_in_time: "14:00", check_out_time: "12:00" },
  };
  const item = { day: "2026-06-05", slot: "night", unitPriceFen: 50000, snapshot };

  it("allows a refund until 24 hours before check-in at the hotel's check-in time, for every night's item", () => {
    expect(policyBlocker(item, new Date("2026-06-03T05:59:00Z"))).toBeNull();
    expect(policyBlocker(item, new Date("2026-06-03T06:00:00Z"))).toBe("已过免费退款时间（6月3日 14:00前可退），不可退款");
  });
});
