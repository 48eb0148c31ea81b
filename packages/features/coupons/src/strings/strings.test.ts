import { expectStringsMatch } from "@wenlv/app-kit/testing";
import { CLAIM_RESULT_LABELS, COUPON_RULE_STATES, COUPON_SCOPES } from "@wenlv/contract/coupons";
import { describe, expect, it } from "vitest";
import { COUPONS_NS } from "../i18n";
import { couponsEn } from "./en";
import { couponsZhCN } from "./zh";

describe("coupons strings", () => {
  it("are registered in both languages with the same keys and placeholders", () => {
    expectStringsMatch(COUPONS_NS, couponsZhCN, couponsEn);
  });

  it("name every scope and rule state of the contract", () => {
    expect(Object.keys(couponsZhCN.scope.kinds).sort()).toEqual([...COUPON_SCOPES].sort());
    for (const state of COUPON_RULE_STATES) expect(couponsZhCN.state[state], state).toBeTruthy();
  });

  it("say after a claim in Chinese what the API says (contract CLAIM_RESULT_LABELS)", () => {
    expect(couponsZhCN.claim.claimed).toBe(CLAIM_RESULT_LABELS.claimed);
    expect(couponsZhCN.claim.already).toBe(CLAIM_RESULT_LABELS.already);
  });
});
