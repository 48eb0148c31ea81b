import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createTestStore, fakeApi, ok, renderAt } from "@wenlv/app-kit/testing";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { MyCouponsPage } from "./pages/my-coupons";
import { VoucherCenterPage } from "./pages/voucher-center";
import { coupon, rule, SESSION, voucher } from "./test-fixtures";

/*
 * axe-core on the coupon pages in jsdom, failing on serious or critical violations as the e2e does.
 * jsdom has no layout or computed colours: contrast is checked in the browser.
 */
async function seriousViolations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
    resultTypes: ["violations"],
  });
  return result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`);
}

describe("coupon pages: no serious accessibility violations", () => {
  it("/voucherCenter with a rule's 使用规则 open", async () => {
    fakeApi({ "/api/coupon/center": ok({ list: [voucher(), voucher({ id: 2, state: "sold_out", remaining: 0, next_release_at: "2026-12-02T02:00:00.000Z" }), rule({ id: 3, state: "claimed" })] }) }, { token: SESSION.token });
    renderAt(<VoucherCenterPage />, "/voucherCenter", { store: createTestStore(SESSION) });
    const [toggle] = await screen.findAllByRole("button", { name: "使用规则" });
    await userEvent.setup({ pointerEventsCheck: 0 }).click(toggle!);
    await screen.findByText("每人限领1张");
    expect(await seriousViolations()).toEqual([]);
  });

  it("/MyCoupons", async () => {
    fakeApi({ "/api/coupon/mine": ok({ list: [coupon({ id: 2, status: "locked", order_no: "T1" }), coupon()] }) }, { token: SESSION.token });
    renderAt(<MyCouponsPage />, "/MyCoupons", { store: createTestStore(SESSION) });
    await screen.findByRole("list", { name: "未使用" });
    expect(await seriousViolations()).toEqual([]);
  });
});
