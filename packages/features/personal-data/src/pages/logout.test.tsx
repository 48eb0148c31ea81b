import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createTestStore, fail, fakeApi, ok, renderAt } from "@wenlv/app-kit/testing";
import type { UserInfo } from "@wenlv/contract/auth";
import type { Cancellation } from "@wenlv/contract/privacy";
import { describe, expect, it } from "vitest";
import { deletionDonePath, LogoutPage } from "./logout";

const user: UserInfo = { id: 3, nickname: "小明", avatar: "", phone_masked: "138****8000", email_masked: "", real_name_verified: false, real_name_masked: "", id_number_masked: "", has_password: false, has_payment_password: false, bound: [] };
const cancellation: Cancellation = { requested_at: "2026-11-21T02:00:00.000Z", effective_at: "2026-12-06T02:00:00.000Z" };

function loggedInStore() {
  return createTestStore({ token: "tok-1", user: { ...user, token: "tok-1" }, signingKey: "k" });
}

function deletionApi(cancel = ok(cancellation)) {
  return fakeApi({
    "/api/uservice/user/sendMyPhoneCode": ok({ resend_after_s: 60, expires_in_s: 300 }),
    "/api/uservice/user/cancelAccount": cancel,
  });
}

describe("LogoutPage", () => {
  it("states what is deleted, what is kept and the 15-day notice period", async () => {
    deletionApi();
    renderAt(<LogoutPage />, "/Logout", { store: loggedInStore() });
    expect(screen.getByRole("heading", { name: "将被删除的信息" })).toBeInTheDocument();
    expect(screen.getByText(/自交易完成之日起保存三年，只与一个匿名编号关联/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "15天冷静期" })).toBeInTheDocument();
    expect(screen.getByText(/15天后，我们删除或匿名化上述个人信息；在此期间重新登录即撤回注销申请/)).toBeInTheDocument();
    expect(screen.getByText("验证码将发送至您的手机 138****8000")).toBeInTheDocument();
  });

  it("sends the code to the user's own phone with purpose cancel", async () => {
    const fake = deletionApi();
    const u = userEvent.setup();
    renderAt(<LogoutPage />, "/Logout", { store: loggedInStore() });
    await u.click(screen.getByRole("button", { name: "获取验证码" }));
    expect(await screen.findByRole("button", { name: "60秒后可重新获取" })).toBeDisabled();
    expect(screen.getByRole("status")).toHaveTextContent("验证码已发送");
    expect(Object.fromEntries(fake.callsTo("/api/uservice/user/sendMyPhoneCode")[0]?.fields ?? [])).toMatchObject({ purpose: "cancel" });
  });

  it("wants a 6-digit code before asking for confirmation", async () => {
    const fake = deletionApi();
    const u = userEvent.setup();
    renderAt(<LogoutPage />, "/Logout", { store: loggedInStore() });
    await u.type(screen.getByLabelText("短信验证码"), "12345");
    await u.click(screen.getByRole("button", { name: "申请注销账号" }));
    expect(screen.getByRole("alert")).toHaveTextContent("请输入6位数字验证码");
    expect(screen.queryByText("确认注销账号？")).toBeNull();
    expect(fake.callsTo("/api/uservice/user/cancelAccount")).toHaveLength(0);
  });

  it("after the confirm dialog deletes the account, clears the local session and shows the notice", async () => {
    const fake = deletionApi();
    const store = loggedInStore();
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt(<LogoutPage />, "/Logout", { store });
    await u.type(screen.getByLabelText("注销原因（选填）"), "不再使用");
    await u.type(screen.getByLabelText("短信验证码"), "123456");
    await u.click(screen.getByRole("button", { name: "申请注销账号" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("提交后将立即退出所有设备上的登录，15天后删除您的个人信息。");
    expect(fake.callsTo("/api/uservice/user/cancelAccount")).toHaveLength(0);
    await u.click(within(dialog).getByText("确认注销"));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(deletionDonePath(cancellation.effective_at)));
    expect(Object.fromEntries(fake.callsTo("/api/uservice/user/cancelAccount")[0]?.fields ?? [])).toMatchObject({ code: "123456", reason: "不再使用" });
    expect(store.getState().session).toEqual({ token: null, user: null, signingKey: null });
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("leaves out an empty reason", async () => {
    const fake = deletionApi();
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt(<LogoutPage />, "/Logout", { store: loggedInStore() });
    await u.type(screen.getByLabelText("短信验证码"), "123456");
    await u.click(screen.getByRole("button", { name: "申请注销账号" }));
    await u.click(within(await screen.findByRole("dialog")).getByText("确认注销"));
    await waitFor(() => expect(fake.callsTo("/api/uservice/user/cancelAccount")).toHaveLength(1));
    expect(fake.callsTo("/api/uservice/user/cancelAccount")[0]?.fields.has("reason")).toBe(false);
  });

  it("shows a 4006 refusal about open orders with a link to /Trades and keeps the session", async () => {
    deletionApi(fail("您有未完成的订单，请处理后再申请注销", 4006));
    const store = loggedInStore();
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt(<LogoutPage />, "/Logout", { store });
    await u.type(screen.getByLabelText("短信验证码"), "123456");
    await u.click(screen.getByRole("button", { name: "申请注销账号" }));
    await u.click(within(await screen.findByRole("dialog")).getByText("确认注销"));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("您有未完成的订单，请处理后再申请注销");
    expect(within(alert).getByRole("link", { name: "查看我的订单" })).toHaveAttribute("href", "/Trades");
    expect(store.getState().session.token).toBe("tok-1");
  });

  it("shows a wrong code without the orders link", async () => {
    deletionApi(fail("验证码错误"));
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt(<LogoutPage />, "/Logout", { store: loggedInStore() });
    await u.type(screen.getByLabelText("短信验证码"), "654321");
    await u.click(screen.getByRole("button", { name: "申请注销账号" }));
    await u.click(within(await screen.findByRole("dialog")).getByText("确认注销"));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("验证码错误");
    expect(within(alert).queryByRole("link")).toBeNull();
  });
});
