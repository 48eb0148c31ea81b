import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi, ok, renderAt } from "../test-utils";
import { BaseLoginPage } from "./base-login";
import { BindPhonePage } from "./bind-phone";

const loginResult = {
  token: "tok_bind_abcdefghijklmnop",
  signing_key: "b".repeat(64),
  expires_at: "2030-01-01T00:00:00.000Z",
  user: { id: 8, nickname: "微信用户", avatar: "", phone_masked: "139****0000" },
};

describe("BindPhonePage", () => {
  it("binds the openid to the phone with a bind code, logs in and returns", async () => {
    const fake = fakeApi({
      "/api/uservice/sms/send": ok({ resend_after_s: 60, expires_in_s: 300 }),
      "/api/uservice/user/bindPhone": ok(loginResult),
    });
    const user = userEvent.setup();
    const { store } = renderAt(<BindPhonePage />, "/BindPhone?id=oPENID123&redirect=%2FTrades");
    await user.type(screen.getByLabelText("手机号"), "13900000000");
    await user.click(screen.getByRole("button", { name: "获取验证码" }));
    await waitFor(() => expect(fake.callsTo("/api/uservice/sms/send")).toHaveLength(1));
    expect(fake.callsTo("/api/uservice/sms/send")[0]?.fields.get("purpose")).toBe("bind");
    await user.type(screen.getByLabelText("验证码"), "654321");
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "绑定并登录" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/Trades"));
    const fields = fake.callsTo("/api/uservice/user/bindPhone")[0]?.fields;
    expect(fields?.get("openid")).toBe("oPENID123");
    expect(fields?.get("code")).toBe("654321");
    expect(store.getState().session.token).toBe(loginResult.token);
  });

  it("without an openid explains the link is broken and leads to the phone login", async () => {
    fakeApi({});
    renderAt(<BindPhonePage />, "/BindPhone?redirect=%2FTrades");
    expect(screen.queryByLabelText("手机号")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "返回登录" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/PhoneLogin?redirect=%2FTrades");
  });
});

describe("BaseLoginPage", () => {
  it("offers the phone login and keeps the redirect", async () => {
    renderAt(<BaseLoginPage />, "/BaseLogin?redirect=%2FUser");
    await userEvent.click(screen.getByRole("button", { name: "手机号登录" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/PhoneLogin?redirect=%2FUser");
  });
});
