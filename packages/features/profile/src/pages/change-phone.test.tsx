import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fail, fakeApi, ok, renderAt } from "@wenlv/app-kit/testing";
import { describe, expect, it } from "vitest";
import { loggedInStore, userInfo } from "../test-fixtures";
import { ChangePhonePage } from "./change-phone";

const setup = () => userEvent.setup({ pointerEventsCheck: 0 });
const TICKET = "t".repeat(32);

function api(overrides: Record<string, ReturnType<typeof ok>> = {}) {
  return fakeApi({
    "/api/uservice/user/sendMyPhoneCode": ok({ resend_after_s: 60, expires_in_s: 300 }),
    "/api/uservice/user/verifyOldPhone": ok({ change_ticket: TICKET, expires_in_s: 600 }),
    "/api/uservice/sms/send": ok({ resend_after_s: 60, expires_in_s: 300 }),
    "/api/uservice/user/changePhone": ok(userInfo({ phone_masked: "139****1234" })),
    ...overrides,
  });
}

describe("ChangePhonePage", () => {
  it("verifies the old number, then changes to the new one with its own code", async () => {
    const fake = api();
    const store = loggedInStore();
    renderAt(<ChangePhonePage />, "/ChangePhone", { store });
    const user = setup();
    expect(screen.getByText("第1步，共2步")).toBeInTheDocument();
    expect(screen.getByText(/请先验证当前手机号 138\*\*\*\*8000/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "获取验证码" }));
    expect(await screen.findByRole("status")).toHaveTextContent("验证码已发送至 138****8000");
    expect(screen.getByRole("button", { name: /秒后重发/ })).toBeDisabled();
    expect(fake.callsTo("/api/uservice/user/sendMyPhoneCode")[0]?.fields.get("purpose")).toBe("change_old");

    await user.type(screen.getByLabelText("验证码"), "123456");
    await user.click(screen.getByRole("button", { name: "下一步" }));
    expect(await screen.findByText("第2步，共2步")).toBeInTheDocument();
    expect(fake.callsTo("/api/uservice/user/verifyOldPhone")[0]?.fields.get("code")).toBe("123456");

    await user.type(screen.getByLabelText("新手机号"), "13912341234");
    await user.click(screen.getByRole("button", { name: "获取验证码" }));
    await waitFor(() => expect(fake.callsTo("/api/uservice/sms/send")).toHaveLength(1));
    const send = fake.callsTo("/api/uservice/sms/send")[0]?.fields;
    expect([send?.get("phone"), send?.get("purpose")]).toEqual(["13912341234", "change_new"]);

    await user.type(screen.getByLabelText("验证码"), "654321");
    await user.click(screen.getByRole("button", { name: "确认更换" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/UserInfo"));
    const change = fake.callsTo("/api/uservice/user/changePhone")[0]?.fields;
    expect([change?.get("change_ticket"), change?.get("phone"), change?.get("code")]).toEqual([TICKET, "13912341234", "654321"]);
    expect(store.getState().session.user?.phone_masked).toBe("139****1234");
  });

  it("checks the code and the new number before calling the API", async () => {
    const fake = api();
    renderAt(<ChangePhonePage />, "/ChangePhone", { store: loggedInStore() });
    const user = setup();
    await user.type(screen.getByLabelText("验证码"), "12a3");
    await user.click(screen.getByRole("button", { name: "下一步" }));
    expect(screen.getByRole("alert")).toHaveTextContent("请输入6位数字验证码");
    expect(fake.callsTo("/api/uservice/user/verifyOldPhone")).toHaveLength(0);

    await user.type(screen.getByLabelText("验证码"), "456");
    await user.click(screen.getByRole("button", { name: "下一步" }));
    await screen.findByText("第2步，共2步");
    await user.type(screen.getByLabelText("新手机号"), "1234567");
    await user.click(screen.getByRole("button", { name: "获取验证码" }));
    expect(screen.getByRole("alert")).toHaveTextContent("请输入正确的手机号码");
    expect(fake.callsTo("/api/uservice/sms/send")).toHaveLength(0);
  });

  it("shows a wrong old code and stays on step 1", async () => {
    api({ "/api/uservice/user/verifyOldPhone": fail("验证码错误") });
    renderAt(<ChangePhonePage />, "/ChangePhone", { store: loggedInStore() });
    const user = setup();
    await user.type(screen.getByLabelText("验证码"), "000000");
    await user.click(screen.getByRole("button", { name: "下一步" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("验证码错误");
    expect(screen.getByText("第1步，共2步")).toBeInTheDocument();
  });

  it("returns to step 1 when the change ticket has expired", async () => {
    const fake = api({ "/api/uservice/user/verifyOldPhone": ok({ change_ticket: TICKET, expires_in_s: 0 }) });
    renderAt(<ChangePhonePage />, "/ChangePhone", { store: loggedInStore() });
    const user = setup();
    await user.type(screen.getByLabelText("验证码"), "123456");
    await user.click(screen.getByRole("button", { name: "下一步" }));
    await screen.findByText("第2步，共2步");
    await user.type(screen.getByLabelText("新手机号"), "13912341234");
    await user.type(screen.getByLabelText("验证码"), "654321");
    await user.click(screen.getByRole("button", { name: "确认更换" }));
    expect(await screen.findByText("验证已过期，请重新验证原手机号")).toBeInTheDocument();
    expect(screen.getByText("第1步，共2步")).toBeInTheDocument();
    expect(fake.callsTo("/api/uservice/user/changePhone")).toHaveLength(0);
  });

  it("keeps the send button available when the send is refused", async () => {
    api({ "/api/uservice/user/sendMyPhoneCode": fail("发送太频繁，请稍后再试") });
    renderAt(<ChangePhonePage />, "/ChangePhone", { store: loggedInStore() });
    await setup().click(screen.getByRole("button", { name: "获取验证码" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("发送太频繁，请稍后再试");
    expect(screen.getByRole("button", { name: "获取验证码" })).toBeEnabled();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});
