import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeApi, HOSTS, leftFor, ok, renderAt, renderInApp } from "@wenlv/app-kit/testing";
import { afterEach, describe, expect, it } from "vitest";
import { readBindTicket } from "../login-storage";
import { boundAnswer, unboundAnswer } from "../test-fixtures";
import { BaseLoginPage } from "./base-login";

afterEach(() => sessionStorage.clear());

const buttonNames = () => screen.getAllByRole("button").map((b) => b.textContent);

describe("BaseLoginPage landing (no code)", () => {
  it("in a browser offers phone and social-security-card login and browsing, not WeChat", async () => {
    renderInApp(<BaseLoginPage />, "/BaseLogin?redirect=%2FTrades");
    expect(buttonNames()).toEqual(expect.arrayContaining(["手机号登录", "社保卡登录", "先逛逛"]));
    expect(screen.queryByRole("button", { name: "微信登录" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "社保卡登录" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/sbkLogin?redirect=%2FTrades");
  });

  it("offers the phone login and keeps the redirect (also outside an app)", async () => {
    renderAt(<BaseLoginPage />, "/BaseLogin?redirect=%2FUser");
    await userEvent.click(screen.getByRole("button", { name: "手机号登录" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/PhoneLogin?redirect=%2FUser");
  });

  it("inside WeChat puts WeChat login first; it leaves for the API's OAuth start with the target", async () => {
    const { leaveApp } = renderInApp(<BaseLoginPage />, "/BaseLogin?redirect=%2FTicketOrder%3Fid%3D3", { host: HOSTS.wechat });
    expect(buttonNames()[1]).toBe("微信登录");
    await userEvent.click(screen.getByRole("button", { name: "微信登录" }));
    const url = leftFor(leaveApp);
    expect(url.pathname).toBe("/api/wx/oauth/authorize");
    expect(url.searchParams.get("redirect")).toBe("/TicketOrder?id=3");
  });

  it("refuses an outside redirect: WeChat login carries /User instead", async () => {
    const { leaveApp } = renderInApp(<BaseLoginPage />, "/BaseLogin?redirect=%2F%2Fevil.example", { host: HOSTS.wechat });
    await userEvent.click(screen.getByRole("button", { name: "微信登录" }));
    expect(leftFor(leaveApp).searchParams.get("redirect")).toBe("/User");
  });

  it("in the Kunshan app offers the partner's own account", async () => {
    renderInApp(<BaseLoginPage />, "/BaseLogin?redirect=%2FUser", { host: HOSTS.kunshanApp });
    await userEvent.click(screen.getByRole("button", { name: "使用昆山文旅账号登录" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/ThirdApps?partner=kunshan&redirect=%2FUser");
  });

  it("in the bank app offers the bank's authorisation", async () => {
    renderInApp(<BaseLoginPage />, "/BaseLogin", { host: HOSTS.bank });
    await userEvent.click(screen.getByRole("button", { name: "银行授权登录" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/bankJsLogin?redirect=%2FUser");
  });
});

describe("BaseLoginPage WeChat callback (?code=)", () => {
  const url = "/BaseLogin?redirect=%2FTicketOrder%3Fid%3D3&code=wxcode123&state=0123456789abcdef0123456789abcdef";

  it("shows the shell's logo where it has one, else the site name's first character (decision 026)", async () => {
    const { PARTNERS } = await import("@wenlv/theme");
    const { container, unmount } = renderInApp(<BaseLoginPage />, "/BaseLogin", { host: HOSTS.bank, partner: { ...PARTNERS.bank, logo: "/bank-logo.svg" } });
    expect(container.querySelector("img.wl-base-login__logo")).toHaveAttribute("src", "/bank-logo.svg");
    expect(screen.getByRole("heading", { name: /苏州文旅·银行专区/ })).toBeInTheDocument();
    unmount();
    const plain = renderInApp(<BaseLoginPage />, "/BaseLogin");
    expect(plain.container.querySelector("img.wl-base-login__logo")).toBeNull();
    expect(plain.container.querySelector(".wl-base-login__logo")).toHaveTextContent("苏");
  });

  it("sends nothing before the consent is ticked", async () => {
    const fake = fakeApi({ "/api/uservice/user/wxLogin": ok(boundAnswer()) });
    renderInApp(<BaseLoginPage />, url, { host: HOSTS.wechat });
    await userEvent.click(screen.getByRole("button", { name: "微信授权登录" }));
    expect(screen.getByRole("alert")).toHaveTextContent("请先阅读并同意隐私政策");
    expect(fake.calls).toHaveLength(0);
  });

  it("a bound openid logs in and returns to the redirect", async () => {
    const fake = fakeApi({ "/api/uservice/user/wxLogin": ok(boundAnswer(5)) });
    const user = userEvent.setup();
    const { store } = renderInApp(<BaseLoginPage />, url, { host: HOSTS.wechat });
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "微信授权登录" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/TicketOrder\?id=3$/));
    const fields = fake.callsTo("/api/uservice/user/wxLogin")[0]?.fields;
    expect(fields?.get("code")).toBe("wxcode123");
    expect(fields?.get("state")).toBe("0123456789abcdef0123456789abcdef");
    expect(fields?.get("agree_privacy")).toBe("1");
    expect(store.getState().session.token).toBe(boundAnswer(5).token);
  });

  it("an unbound openid keeps its ticket in sessionStorage and goes to /BindPhone with the target", async () => {
    fakeApi({ "/api/uservice/user/wxLogin": ok(unboundAnswer("wx:oNEW", "tkt_wx_0123456789abcdef")) });
    const user = userEvent.setup();
    const { store } = renderInApp(<BaseLoginPage />, url, { host: HOSTS.wechat });
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "微信授权登录" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/BindPhone"));
    const params = new URLSearchParams(screen.getByTestId("location").textContent?.split("?")[1]);
    expect(params.get("id")).toBe("wx:oNEW");
    expect(params.get("redirect")).toBe("/TicketOrder?id=3");
    expect(params.has("bind_ticket")).toBe(false);
    expect(readBindTicket("wx:oNEW")).toBe("tkt_wx_0123456789abcdef");
    expect(localStorage.getItem("wl_bind_ticket:wx:oNEW")).toBeNull();
    expect(store.getState().session.token).toBeNull();
  });

  it("a login refused for its state (no authorize step of this browser) shows why; retry starts WeChat OAuth again", async () => {
    const fake = fakeApi({ "/api/uservice/user/wxLogin": { body: { code: 0, msg: "登录请求已失效，请重新登录", data: null } } });
    const user = userEvent.setup();
    const { leaveApp } = renderInApp(<BaseLoginPage />, "/BaseLogin?redirect=%2FUser&code=wxcode123", { host: HOSTS.wechat });
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "微信授权登录" }));
    expect(await screen.findByText("登录请求已失效，请重新登录")).toBeInTheDocument();
    expect(fake.callsTo("/api/uservice/user/wxLogin")[0]?.fields.get("state")).toBe("");
    await user.click(screen.getByRole("button", { name: "重试" }));
    expect(leftFor(leaveApp).pathname).toBe("/api/wx/oauth/authorize");
  });

  it("a refused code shows the error; retry starts WeChat OAuth again", async () => {
    fakeApi({ "/api/uservice/user/wxLogin": { body: { code: 0, msg: "微信授权失败，请重试", data: null } } });
    const user = userEvent.setup();
    const { leaveApp } = renderInApp(<BaseLoginPage />, url, { host: HOSTS.wechat });
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "微信授权登录" }));
    expect(await screen.findByText("微信授权失败，请重试")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "重试" }));
    const left = leftFor(leaveApp);
    expect(left.pathname).toBe("/api/wx/oauth/authorize");
    expect(left.searchParams.get("redirect")).toBe("/TicketOrder?id=3");
  });
});
