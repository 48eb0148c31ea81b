import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fail, fakeApi, ok, renderAt } from "@wenlv/app-kit/testing";
import { describe, expect, it } from "vitest";
import { loggedInStore, userInfo } from "../test-fixtures";
import { ChangeEmailPage } from "./change-email";

const setup = () => userEvent.setup({ pointerEventsCheck: 0 });

describe("ChangeEmailPage", () => {
  it("mails a code, counts down and binds the address", async () => {
    const fake = fakeApi({
      "/api/uservice/user/sendEmailCode": ok({ resend_after_s: 60, expires_in_s: 600 }),
      "/api/uservice/user/changeEmail": ok(userInfo({ email_masked: "s***@example.com" })),
    });
    const store = loggedInStore();
    renderAt(<ChangeEmailPage />, "/ChangeEmail", { store });
    expect(screen.getByRole("heading", { name: "绑定邮箱" })).toBeInTheDocument();
    const user = setup();
    await user.type(screen.getByLabelText("邮箱地址"), " su@example.com ");
    await user.click(screen.getByRole("button", { name: "获取验证码" }));
    expect(await screen.findByRole("status")).toHaveTextContent("验证码已发送至 su@example.com，请查收邮件");
    expect(screen.getByRole("button", { name: /秒后重发/ })).toBeDisabled();
    expect(fake.callsTo("/api/uservice/user/sendEmailCode")[0]?.fields.get("email")).toBe("su@example.com");

    await user.type(screen.getByLabelText("验证码"), "246810");
    await user.click(screen.getByRole("button", { name: "确认绑定" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/UserInfo"));
    const change = fake.callsTo("/api/uservice/user/changeEmail")[0]?.fields;
    expect([change?.get("email"), change?.get("code")]).toEqual(["su@example.com", "246810"]);
    expect(store.getState().session.user?.email_masked).toBe("s***@example.com");
  });

  it("names the current address when one is bound", () => {
    fakeApi({});
    renderAt(<ChangeEmailPage />, "/ChangeEmail", { store: loggedInStore({ email_masked: "z***@example.com" }) });
    expect(screen.getByRole("heading", { name: "更换邮箱" })).toBeInTheDocument();
    expect(screen.getByText("当前邮箱 z***@example.com")).toBeInTheDocument();
  });

  it("refuses a malformed address and a short code without calling the API", async () => {
    const fake = fakeApi({});
    renderAt(<ChangeEmailPage />, "/ChangeEmail", { store: loggedInStore() });
    const user = setup();
    await user.type(screen.getByLabelText("邮箱地址"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "获取验证码" }));
    expect(screen.getByRole("alert")).toHaveTextContent("请输入正确的邮箱地址");
    await user.clear(screen.getByLabelText("邮箱地址"));
    await user.type(screen.getByLabelText("邮箱地址"), "su@example.com");
    await user.type(screen.getByLabelText("验证码"), "123");
    await user.click(screen.getByRole("button", { name: "确认绑定" }));
    expect(screen.getByRole("alert")).toHaveTextContent("请输入6位数字验证码");
    expect(fake.calls).toHaveLength(0);
  });

  it("shows a wrong code and stays", async () => {
    fakeApi({ "/api/uservice/user/changeEmail": fail("验证码错误或已过期") });
    renderAt(<ChangeEmailPage />, "/ChangeEmail", { store: loggedInStore() });
    const user = setup();
    await user.type(screen.getByLabelText("邮箱地址"), "su@example.com");
    await user.type(screen.getByLabelText("验证码"), "000000");
    await user.click(screen.getByRole("button", { name: "确认绑定" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("验证码错误或已过期");
    expect(screen.queryByTestId("location")).not.toBeInTheDocument();
  });
});
