import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { loggedIn } from "@wenlv/api-client";
import { createAppStore } from "@wenlv/app-kit";
import { fakeApi, ok, renderAt } from "@wenlv/app-kit/testing";
import type { UserInfo } from "@wenlv/contract/auth";
import { CARE_MODE_ATTRIBUTE, CARE_MODE_KEY } from "@wenlv/theme";
import { afterEach, describe, expect, it } from "vitest";
import { UserPage } from "./user";

function loggedInStore(avatar = "") {
  const store = createAppStore();
  const user: UserInfo = {
    id: 1,
    nickname: "alice",
    avatar,
    phone_masked: "138****8000",
    email_masked: "",
    real_name_verified: false,
    real_name_masked: "",
    id_number_masked: "",
    has_password: false,
    has_payment_password: false,
    bound: [],
  };
  store.dispatch(loggedIn({ token: "tok_1234567890", signing_key: "k".repeat(64), user }));
  return store;
}

afterEach(() => {
  document.documentElement.removeAttribute(CARE_MODE_ATTRIBUTE);
});

describe("UserPage", () => {
  it("shows the initial avatar, nickname, masked phone and the order entries", () => {
    fakeApi({});
    const { container } = renderAt(<UserPage />, "/User", { store: loggedInStore() });
    expect(screen.getByRole("heading", { name: "alice" })).toBeInTheDocument();
    expect(screen.getByText("138****8000")).toBeInTheDocument();
    expect(container.querySelector(".wl-user-avatar--initial")?.textContent).toBe("A");
    const orders = screen.getByRole("navigation", { name: "我的订单" });
    const hrefs = within(orders)
      .getAllByRole("link")
      .map((a) => [a.textContent, a.getAttribute("href")]);
    expect(hrefs).toEqual([
      ["全部订单", "/Trades"],
      ["待付款", "/Trades?status=UNPAID"],
      ["待使用", "/Trades?status=WAIT_USE"],
      ["退款/售后", "/Trades?status=REFUND"],
    ]);
    expect(screen.getByRole("link", { name: "常用出行人" })).toHaveAttribute("href", "/MyContacts");
  });

  it("links every account screen", () => {
    fakeApi({});
    renderAt(<UserPage />, "/User", { store: loggedInStore() });
    const links = [
      ["个人资料", "/UserInfo"],
      ["常用出行人", "/MyContacts"],
      ["取票人", "/MySelfHandle"],
      ["收货地址", "/MyAddress"],
      ["我的收藏", "/MyCollection"],
      ["我的优惠券", "/MyCoupons"],
      ["设置", "/Setting"],
    ];
    for (const [name, href] of links) expect(screen.getByRole("link", { name }), name).toHaveAttribute("href", href);
  });

  it("shows the care variant when the care-mode flag is stored: large tiles, no dense rows", () => {
    localStorage.setItem(CARE_MODE_KEY, "1");
    fakeApi({});
    renderAt(<UserPage />, "/User", { store: loggedInStore() });
    expect(screen.getByRole("heading", { name: "您好，alice" })).toBeInTheDocument();
    const tiles = within(screen.getByRole("navigation", { name: "我的" })).getAllByRole("link");
    expect(tiles.map((a) => [a.querySelector("span")?.textContent, a.getAttribute("href")])).toEqual([
      ["我的订单", "/Trades"],
      ["常用出行人", "/MyContactsCare"],
      ["收货地址", "/MyAddress"],
      ["我的收藏", "/MyCollection"],
      ["客服电话", "tel:12345"],
      ["设置", "/Setting"],
    ]);
    expect(screen.queryByRole("navigation", { name: "我的订单" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "待付款" })).not.toBeInTheDocument();
  });

  it("switches between the variants as care mode is toggled, from the care page too", async () => {
    fakeApi({});
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    localStorage.setItem(CARE_MODE_KEY, "1");
    renderAt(<UserPage />, "/User", { store: loggedInStore() });
    await user.click(screen.getByRole("button", { name: "退出关怀模式" }));
    expect(localStorage.getItem(CARE_MODE_KEY)).toBeNull();
    expect(document.documentElement.hasAttribute(CARE_MODE_ATTRIBUTE)).toBe(false);
    expect(await screen.findByRole("navigation", { name: "我的订单" })).toBeInTheDocument();
  });

  it("shows the avatar image when the user has one", () => {
    fakeApi({});
    renderAt(<UserPage />, "/User", { store: loggedInStore("https://img.example.cn/a.png") });
    expect(screen.getByRole("img", { name: "alice的头像" })).toHaveAttribute("src", "https://img.example.cn/a.png");
  });

  it("logs out on the server, forgets the session and goes home", async () => {
    const fake = fakeApi({ "/api/uservice/user/logout": ok(null) });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const store = loggedInStore();
    renderAt(<UserPage />, "/User", { store });
    await user.click(screen.getByRole("button", { name: "退出登录" }));
    await user.click(within(await screen.findByRole("dialog")).getByText("退出"));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/));
    expect(fake.callsTo("/api/uservice/user/logout")).toHaveLength(1);
    expect(store.getState().session.token).toBeNull();
    expect(window.localStorage.getItem("token")).toBeNull();
  });
});
