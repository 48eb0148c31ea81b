import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeApi, ok, renderAt } from "@wenlv/app-kit/testing";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PhoneLoginPage } from "./phone-login";

const loginResult = {
  token: "tok_abcdefghijklmnopqrstuvwxyz",
  signing_key: "a".repeat(64),
  expires_at: "2030-01-01T00:00:00.000Z",
  user: { id: 7, nickname: "游客1234", avatar: "", phone_masked: "138****8000" },
};

function api() {
  return fakeApi({
    "/api/uservice/sms/send": ok({ resend_after_s: 60, expires_in_s: 300 }),
    "/api/uservice/user/phoneLogin": ok(loginResult),
  });
}

const phoneInput = () => screen.getByLabelText("手机号");
const codeInput = () => screen.getByLabelText("验证码");
const sendButton = () => screen.getByRole("button", { name: /获取验证码|重新获取/ });

afterEach(() => {
  vi.useRealTimers();
});

describe("PhoneLoginPage", () => {
  it("refuses a bad phone, a short code and a missing consent without calling the API", async () => {
    const fake = api();
    const user = userEvent.setup();
    renderAt(<PhoneLoginPage />, "/PhoneLogin");

    await user.type(phoneInput(), "1234567");
    await user.click(sendButton());
    expect(screen.getByRole("alert")).toHaveTextContent("请输入正确的手机号码");
    expect(fake.callsTo("/api/uservice/sms/send")).toHaveLength(0);

    await user.clear(phoneInput());
    await user.type(phoneInput(), "13800138000");
    await user.type(codeInput(), "123");
    await user.click(screen.getByRole("button", { name: "登录" }));
    expect(screen.getByRole("alert")).toHaveTextContent("请输入6位数字验证码");

    await user.type(codeInput(), "456");
    await user.click(screen.getByRole("button", { name: "登录" }));
    expect(screen.getByRole("alert")).toHaveTextContent("请先阅读并同意隐私政策");
    expect(fake.callsTo("/api/uservice/user/phoneLogin")).toHaveLength(0);
  });

  it("shows one problem at a time, under its field, and marks that field invalid", async () => {
    api();
    const user = userEvent.setup();
    renderAt(<PhoneLoginPage />, "/PhoneLogin");
    await user.type(phoneInput(), "1234567");
    await user.click(screen.getByRole("button", { name: "登录" }));
    expect(screen.getByRole("alert")).toHaveTextContent("请输入正确的手机号码");
    expect(phoneInput()).toHaveAttribute("aria-invalid", "true");
    expect(phoneInput()).toHaveAccessibleDescription("请输入正确的手机号码");
    expect(codeInput()).toHaveAttribute("aria-invalid", "false");
  });

  it("keeps only digits: letters typed into the phone never reach the field", async () => {
    api();
    const user = userEvent.setup();
    renderAt(<PhoneLoginPage />, "/PhoneLogin");
    await user.type(phoneInput(), "138a0013-8000 99");
    expect(phoneInput()).toHaveValue("13800138000");
  });

  it("sends a login code and disables resending for the 60 s countdown", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    const fake = api();
    renderAt(<PhoneLoginPage />, "/PhoneLogin");

    fireEvent.change(phoneInput(), { target: { value: "13800138000" } });
    fireEvent.click(sendButton());
    await waitFor(() => expect(sendButton()).toHaveTextContent("60s后重新获取"));
    expect(sendButton()).toBeDisabled();
    const [call] = fake.callsTo("/api/uservice/sms/send");
    expect(call?.fields.get("phone")).toBe("13800138000");
    expect(call?.fields.get("purpose")).toBe("login");

    fireEvent.click(sendButton());
    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    expect(sendButton()).toHaveTextContent("30s后重新获取");
    expect(sendButton()).toBeDisabled();
    expect(fake.callsTo("/api/uservice/sms/send")).toHaveLength(1);

    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    expect(sendButton()).toHaveTextContent("获取验证码");
    expect(sendButton()).toBeEnabled();
  });

  it("logs in, stores the session and returns to the redirect", async () => {
    const fake = api();
    const user = userEvent.setup();
    const { store } = renderAt(<PhoneLoginPage />, "/PhoneLogin?redirect=%2FTicketOrder%3Fid%3D3");

    await user.type(phoneInput(), "13800138000");
    await user.type(codeInput(), "123456");
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "登录" }));

    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/TicketOrder?id=3"));
    const [call] = fake.callsTo("/api/uservice/user/phoneLogin");
    expect(call?.fields.get("phone")).toBe("13800138000");
    expect(call?.fields.get("code")).toBe("123456");
    expect(call?.fields.get("agree_privacy")).toBe("1");
    const session = store.getState().session;
    expect(session.token).toBe(loginResult.token);
    expect(session.signingKey).toBe(loginResult.signing_key);
    expect(session.user?.nickname).toBe("游客1234");
  });

  it("goes to /User when there is no redirect, and stays on a refused code", async () => {
    let accept = false;
    fakeApi({
      "/api/uservice/user/phoneLogin": () => (accept ? ok(loginResult) : { body: { code: 0, msg: "验证码错误", data: null } }),
    });
    const user = userEvent.setup();
    const { store } = renderAt(<PhoneLoginPage />, "/PhoneLogin");
    await user.type(phoneInput(), "13800138000");
    await user.type(codeInput(), "000000");
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "登录" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "登录" })).toBeEnabled());
    expect(screen.queryByTestId("location")).toBeNull();
    expect(store.getState().session.token).toBeNull();

    accept = true;
    await user.click(screen.getByRole("button", { name: "登录" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/User$/));
  });

  it("password mode: consent first, then passwordLogin, and back to the redirect", async () => {
    const fake = fakeApi({ "/api/uservice/user/passwordLogin": ok(loginResult) });
    const user = userEvent.setup();
    const { store } = renderAt(<PhoneLoginPage />, "/PhoneLogin?redirect=%2FTrades");
    await user.click(screen.getByRole("tab", { name: "密码登录" }));
    expect(screen.queryByLabelText("验证码")).toBeNull();
    await user.type(phoneInput(), "13800138000");
    await user.click(screen.getByRole("button", { name: "登录" }));
    expect(screen.getByRole("alert")).toHaveTextContent("请输入密码");
    await user.type(screen.getByLabelText("密码"), "s3cret-Pass");
    await user.click(screen.getByRole("button", { name: "登录" }));
    expect(screen.getByRole("alert")).toHaveTextContent("请先阅读并同意隐私政策");
    expect(fake.calls).toHaveLength(0);

    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "登录" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/Trades$/));
    const fields = fake.callsTo("/api/uservice/user/passwordLogin")[0]?.fields;
    expect(fields?.get("phone")).toBe("13800138000");
    expect(fields?.get("password")).toBe("s3cret-Pass");
    expect(fields?.get("agree_privacy")).toBe("1");
    expect(fake.callsTo("/api/uservice/user/phoneLogin")).toHaveLength(0);
    expect(store.getState().session.token).toBe(loginResult.token);
  });

  it("password mode opens from ?mode=password and a wrong password keeps the page", async () => {
    fakeApi({ "/api/uservice/user/passwordLogin": { body: { code: 0, msg: "手机号或密码错误", data: null } } });
    const user = userEvent.setup();
    const { store } = renderAt(<PhoneLoginPage />, "/PhoneLogin?mode=password");
    expect(screen.getByRole("tab", { name: "密码登录" })).toHaveAttribute("aria-selected", "true");
    await user.type(phoneInput(), "13800138000");
    await user.type(screen.getByLabelText("密码"), "wrong");
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "登录" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "登录" })).toBeEnabled());
    expect(screen.queryByTestId("location")).toBeNull();
    expect(store.getState().session.token).toBeNull();
  });

  it("links to the other ways in, keeping the target", async () => {
    renderAt(<PhoneLoginPage />, "/PhoneLogin?redirect=%2FTrades");
    await userEvent.click(screen.getByRole("link", { name: "其他登录方式" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/BaseLogin?redirect=%2FTrades");
  });

  it("the consent links to the privacy policy and the user agreement", () => {
    renderAt(<PhoneLoginPage />, "/PhoneLogin");
    expect(screen.getByRole("link", { name: "《隐私政策》" })).toHaveAttribute("href", "/PrivacyPolicy");
    expect(screen.getByRole("link", { name: "《用户服务协议》" })).toHaveAttribute("href", "/UserPrivacy");
  });
});
