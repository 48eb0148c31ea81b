import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeApi, ok, renderAt, renderInApp } from "@wenlv/app-kit/testing";
import { afterEach, describe, expect, it } from "vitest";
import { readBindTicket, saveBindTicket } from "../login-storage";
import { loginResult } from "../test-fixtures";
import { BindPhonePage } from "./bind-phone";

const TICKET = "tkt_bind_0123456789abcdef";

afterEach(() => sessionStorage.clear());

async function fillAndBind(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("手机号"), "13900000000");
  await user.type(screen.getByLabelText("验证码"), "654321");
  await user.click(screen.getByRole("checkbox"));
  await user.click(screen.getByRole("button", { name: "绑定并登录" }));
}

describe("BindPhonePage", () => {
  it("binds with the ticket from sessionStorage and a bind code, logs in, forgets the ticket and returns", async () => {
    saveBindTicket("wx:oPENID123", TICKET);
    const fake = fakeApi({
      "/api/uservice/sms/send": ok({ resend_after_s: 60, expires_in_s: 300 }),
      "/api/uservice/user/bindPhone": ok(loginResult(8)),
    });
    const user = userEvent.setup();
    const { store } = renderAt(<BindPhonePage />, "/BindPhone?id=wx%3AoPENID123&redirect=%2FTrades");
    await user.type(screen.getByLabelText("手机号"), "13900000000");
    await user.click(screen.getByRole("button", { name: "获取验证码" }));
    await waitFor(() => expect(fake.callsTo("/api/uservice/sms/send")).toHaveLength(1));
    expect(fake.callsTo("/api/uservice/sms/send")[0]?.fields.get("purpose")).toBe("bind");
    await user.type(screen.getByLabelText("验证码"), "654321");
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "绑定并登录" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/Trades$/));
    const fields = fake.callsTo("/api/uservice/user/bindPhone")[0]?.fields;
    expect(fields?.get("openid")).toBe("wx:oPENID123");
    expect(fields?.get("bind_ticket")).toBe(TICKET);
    expect(fields?.get("code")).toBe("654321");
    expect(fields?.get("agree_privacy")).toBe("1");
    expect(store.getState().session.token).toBe(loginResult(8).token);
    expect(readBindTicket("wx:oPENID123")).toBeNull();
  });

  it("sends nothing before the consent is ticked", async () => {
    saveBindTicket("wx:o1", TICKET);
    const fake = fakeApi({ "/api/uservice/user/bindPhone": ok(loginResult(8)) });
    const user = userEvent.setup();
    renderAt(<BindPhonePage />, "/BindPhone?id=wx%3Ao1");
    await user.type(screen.getByLabelText("手机号"), "13900000000");
    await user.type(screen.getByLabelText("验证码"), "654321");
    await user.click(screen.getByRole("button", { name: "绑定并登录" }));
    expect(screen.getByRole("alert")).toHaveTextContent("请先阅读并同意隐私政策");
    expect(fake.calls).toHaveLength(0);
  });

  it("keeps the ticket when the bind is refused, so a corrected code can be tried", async () => {
    saveBindTicket("wx:o1", TICKET);
    fakeApi({ "/api/uservice/user/bindPhone": { body: { code: 0, msg: "验证码错误", data: null } } });
    const user = userEvent.setup();
    renderAt(<BindPhonePage />, "/BindPhone?id=wx%3Ao1");
    await fillAndBind(user);
    await waitFor(() => expect(screen.getByRole("button", { name: "绑定并登录" })).toBeEnabled());
    expect(screen.queryByTestId("location")).toBeNull();
    expect(readBindTicket("wx:o1")).toBe(TICKET);
  });

  it("without a ticket for this openid says the authorisation expired and offers to log in again", async () => {
    saveBindTicket("wx:someoneElse", TICKET);
    const fake = fakeApi({});
    const user = userEvent.setup();
    renderAt(<BindPhonePage />, "/BindPhone?id=wx%3AoKNOWN&redirect=%2FTrades");
    expect(screen.getByText("授权已失效，请重新登录")).toBeInTheDocument();
    expect(screen.queryByLabelText("手机号")).toBeNull();
    await user.click(screen.getByRole("button", { name: "重新登录" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/BaseLogin?redirect=%2FTrades");
    expect(fake.calls).toHaveLength(0);
  });

  it("without an openid explains the link is broken; log in again keeps the target", async () => {
    fakeApi({});
    renderAt(<BindPhonePage />, "/BindPhone?redirect=%2FTrades");
    expect(screen.getByText("绑定链接缺少身份信息，请重新登录")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "重新登录" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/BaseLogin?redirect=%2FTrades");
  });

  it("in the bank shell, log in again goes to the bank authorisation", async () => {
    fakeApi({});
    renderInApp(<BindPhonePage />, "/BindPhone?id=bank%3Ax&redirect=%2FTrades", { loginPath: "/bankJsLogin" });
    await userEvent.click(screen.getByRole("button", { name: "重新登录" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/bankJsLogin?redirect=%2FTrades");
  });

  it("refuses a redirect to another site: the login ends on /User", async () => {
    saveBindTicket("wx:o1", TICKET);
    fakeApi({ "/api/uservice/user/bindPhone": ok(loginResult(8)) });
    const user = userEvent.setup();
    renderAt(<BindPhonePage />, "/BindPhone?id=wx%3Ao1&redirect=https%3A%2F%2Fevil.example%2Fx");
    await fillAndBind(user);
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/User$/));
  });
});
