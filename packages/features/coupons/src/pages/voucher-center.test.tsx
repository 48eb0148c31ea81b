import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createTestStore, fakeApi, ok, renderAt } from "@wenlv/app-kit/testing";
import { describe, expect, it } from "vitest";
import { coupon, SESSION, voucher } from "../test-fixtures";
import { VoucherCenterPage } from "./voucher-center";

function renderCenter() {
  return renderAt(<VoucherCenterPage />, "/voucherCenter", { store: createTestStore(SESSION) });
}

describe("VoucherCenterPage", () => {
  it("lists the government vouchers and opens each one's rules: release, limit, offer, scope, validity, issuer, note", async () => {
    const fake = fakeApi(
      {
        "/api/coupon/center": ok({
          list: [
            voucher({ state: "upcoming", next_release_at: "2026-12-01T02:00:00.000Z" }),
            voucher({ id: 3, title: "“姑苏八点半”夜间消费券 满60减20", release_time: "20:30", daily_stock: 100, valid_days: 3, sample: false, note: "", stackable: false, discount: { type: "threshold", threshold_fen: 6000, discount_fen: 2000, percent_off: 0, cap_fen: 0 }, scope: ["food", "performance", "line"] }),
          ],
        }),
      },
      { token: SESSION.token },
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderCenter();
    const list = await screen.findByRole("list", { name: "消费券" });
    expect(fake.callsTo("/api/coupon/center")[0]!.fields.get("kind")).toBe("government");
    const [culture, night] = within(list).getAllByRole("article");
    expect(culture).toHaveTextContent("¥50");
    expect(culture).toHaveTextContent("满200可用");
    expect(within(culture!).getByRole("button", { name: "即将开始" })).toBeDisabled();

    const toggle = within(culture!).getByRole("button", { name: "使用规则" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(culture).not.toHaveTextContent("每人限领1张");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const lines = [...culture!.querySelectorAll("dl > div")].map((row) => [row.querySelector("dt")?.textContent, row.querySelector("dd")?.textContent]);
    expect(lines).toEqual([
      ["优惠", "满¥200减¥50"],
      ["适用范围", "门票、酒店、线路、演出"],
      ["发放", "每日10:00发放200张"],
      ["限领", "每人限领1张"],
      ["有效期", "领取后7天内有效"],
      ["叠加", "可与1张平台优惠券同时使用"],
      ["发放单位", "苏州市文化广电和旅游局（示例）"],
      ["说明", "苏州市多次通过线上平台发放文旅消费券。本条的面额、门槛、投放时间、库存与有效期均为示例，不代表任何一期真实活动。"],
    ]);

    await user.click(within(night!).getByRole("button", { name: "使用规则" }));
    const nightLines = [...night!.querySelectorAll("dt")].map((dt) => dt.textContent);
    expect(nightLines).toEqual(["优惠", "适用范围", "发放", "限领", "有效期", "发放单位"]);
    expect(night).toHaveTextContent("每日20:30发放100张");
    expect(night).toHaveTextContent("美食、演出、线路");
  });

  it("claims a voucher with source_from voucherCenter", async () => {
    let held = false;
    const fake = fakeApi(
      {
        "/api/coupon/center": () => ok({ list: [voucher({ state: held ? "claimed" : "open" })] }),
        "/api/coupon/getNewCouponsByActivitiesIds": () => {
          held = true;
          return ok({ list: [{ id: 1, result: "claimed", coupon: coupon({ rule_id: 1, kind: "government" }) }] });
        },
      },
      { token: SESSION.token },
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderCenter();
    expect(await screen.findByText("今日剩余200张")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "立即领取" }));
    expect(await screen.findByRole("button", { name: "已领取" })).toBeDisabled();
    await waitFor(() => expect(fake.callsTo("/api/coupon/getNewCouponsByActivitiesIds")).toHaveLength(1));
    const fields = fake.callsTo("/api/coupon/getNewCouponsByActivitiesIds")[0]!.fields;
    expect([fields.get("ids"), fields.get("source_from")]).toEqual(["1", "voucherCenter"]);
    expect(fields.get("signature")).toMatch(/^[0-9a-f]{64}$/);
  });

  it("points at the coupon centre when no voucher is out", async () => {
    fakeApi({ "/api/coupon/center": ok({ list: [] }) }, { token: SESSION.token });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderCenter();
    expect(await screen.findByText("新一期消费券发放后会出现在这里，也可以去领券中心看看")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "去领券中心" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/GetCoupons");
  });
});
