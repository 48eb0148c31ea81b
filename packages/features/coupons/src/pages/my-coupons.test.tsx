import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createTestStore, fakeApi, ok, renderAt } from "@wenlv/app-kit/testing";
import type { UserCoupon } from "@wenlv/contract/coupons";
import { describe, expect, it } from "vitest";
import { coupon, SESSION } from "../test-fixtures";
import { MyCouponsPage, tabFromQuery } from "./my-coupons";

const byStatus: Record<string, UserCoupon[]> = {
  unused: [
    coupon({ id: 33, status: "locked", order_no: "T20261201001", title: "苏州文旅消费券 满200减50", kind: "government", discount: { type: "threshold", threshold_fen: 20000, discount_fen: 5000, percent_off: 0, cap_fen: 0 } }),
    coupon(),
  ],
  used: [coupon({ id: 30, status: "used", order_no: "T20261120009", used_at: "2026-11-20T06:30:00.000Z" })],
  expired: [coupon({ id: 20, status: "expired", expires_at: "2026-11-10T16:00:00.000Z", sample: false })],
};

function mineApi(lists: Record<string, UserCoupon[]> = byStatus) {
  return fakeApi({ "/api/coupon/mine": ({ fields }) => ok({ list: lists[fields.get("status") ?? ""] ?? [] }) }, { token: SESSION.token });
}

function renderMine(url = "/MyCoupons") {
  return renderAt(<MyCouponsPage />, url, { store: createTestStore(SESSION) });
}

const statusesAsked = (fake: ReturnType<typeof mineApi>) => fake.callsTo("/api/coupon/mine").map((c) => c.fields.get("status"));

describe("MyCouponsPage", () => {
  it("asks for each tab's status and shows the coupons with theirs", async () => {
    const fake = mineApi();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderMine();
    expect(screen.getByRole("tab", { name: "未使用" })).toHaveAttribute("aria-selected", "true");
    const unused = await screen.findByRole("list", { name: "未使用" });
    const [locked, plain] = within(unused).getAllByRole("article");
    expect(locked).toHaveTextContent("订单待支付");
    expect(locked).toHaveTextContent("订单号 T20261201001");
    expect(within(locked!).getByRole("link", { name: "去支付" })).toHaveAttribute("href", "/OrderPay?order_no=T20261201001");
    expect(plain).toHaveTextContent("未使用");
    expect(plain).toHaveTextContent("有效期至2026-12-07 23:59");
    expect(plain).toHaveTextContent("¥10");
    expect(plain).toHaveTextContent("满50可用");
    expect(statusesAsked(fake)).toEqual(["unused"]);

    await user.click(screen.getByRole("tab", { name: "已使用" }));
    const used = await screen.findByRole("list", { name: "已使用" });
    expect(screen.getByRole("tab", { name: "已使用" })).toHaveAttribute("aria-selected", "true");
    expect(used).toHaveTextContent("使用时间 2026-11-20 14:30");
    expect(used).toHaveTextContent("订单号 T20261120009");

    await user.click(screen.getByRole("tab", { name: "已过期" }));
    const expired = await screen.findByRole("list", { name: "已过期" });
    expect(expired).toHaveTextContent("已于2026-11-10 23:59过期");
    expect(expired).not.toHaveTextContent("示例");
    expect(statusesAsked(fake)).toEqual(["unused", "used", "expired"]);
  });

  it("opens the tab named by ?status= (the tab lives in the URL)", async () => {
    const fake = mineApi();
    renderMine("/MyCoupons?status=expired");
    expect(await screen.findByRole("list", { name: "已过期" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "已过期" })).toHaveAttribute("aria-selected", "true");
    expect(statusesAsked(fake)).toEqual(["expired"]);
    expect([tabFromQuery("used"), tabFromQuery("locked"), tabFromQuery(null)]).toEqual(["used", "unused", "unused"]);
  });

  it("says what to do when a tab is empty, with 去领券 to the coupon centre", async () => {
    const fake = mineApi({});
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderMine();
    expect(await screen.findByText("暂无可用的券")).toBeInTheDocument();
    expect(screen.getByText("领券中心和消费券里的券领取后会出现在这里，下单时可抵扣")).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "已使用" }));
    expect(await screen.findByText("下单时用过的券会出现在这里")).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "已过期" }));
    expect(await screen.findByText("过期未用的券会出现在这里，领到的券请在有效期内使用")).toBeInTheDocument();
    await waitFor(() => expect(statusesAsked(fake)).toEqual(["unused", "used", "expired"]));
    await user.click(screen.getByRole("button", { name: "去领券" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/GetCoupons");
  });
});
