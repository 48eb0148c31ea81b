import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fail, fakeApi, ok, renderAt } from "@wenlv/app-kit/testing";
import { describe, expect, it } from "vitest";
import { loggedInStore, userInfo } from "../test-fixtures";
import { ChangePasswordPage, passwordRules } from "./change-password";

const setup = () => userEvent.setup({ pointerEventsCheck: 0 });

describe("ChangePasswordPage", () => {
  it("sets a first password without asking for an old one", async () => {
    const fake = fakeApi({ "/api/uservice/user/changePassword": ok(userInfo({ has_password: true })) });
    const store = loggedInStore();
    renderAt(<ChangePasswordPage />, "/ChangePassword", { store });
    expect(screen.getByRole("heading", { name: "设置登录密码" })).toBeInTheDocument();
    expect(screen.queryByLabelText("原密码")).not.toBeInTheDocument();
    const user = setup();
    await user.type(screen.getByLabelText("新密码"), "suzhou2025");
    await user.type(screen.getByLabelText("确认新密码"), "suzhou2025");
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/UserInfo"));
    const fields = fake.callsTo("/api/uservice/user/changePassword")[0]?.fields;
    expect(fields?.get("password")).toBe("suzhou2025");
    expect(fields?.has("old_password")).toBe(false);
    expect(store.getState().session.user?.has_password).toBe(true);
  });

  it("changes a password with the old one", async () => {
    const fake = fakeApi({ "/api/uservice/user/changePassword": ok(userInfo({ has_password: true })) });
    renderAt(<ChangePasswordPage />, "/ChangePassword", { store: loggedInStore({ has_password: true }) });
    expect(screen.getByRole("heading", { name: "修改登录密码" })).toBeInTheDocument();
    const user = setup();
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(screen.getByLabelText("原密码")).toHaveAccessibleDescription("请输入原密码"));
    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toEqual(["请输入原密码", "密码至少8位"]);
    expect(fake.calls).toHaveLength(0);
    await user.type(screen.getByLabelText("原密码"), "old-pass1");
    await user.type(screen.getByLabelText("新密码"), "newPass22");
    await user.type(screen.getByLabelText("确认新密码"), "newPass22");
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(fake.callsTo("/api/uservice/user/changePassword")).toHaveLength(1));
    const fields = fake.callsTo("/api/uservice/user/changePassword")[0]?.fields;
    expect([fields?.get("old_password"), fields?.get("password")]).toEqual(["old-pass1", "newPass22"]);
  });

  it("shows the contract's rules, live, and their messages", async () => {
    const fake = fakeApi({});
    renderAt(<ChangePasswordPage />, "/ChangePassword", { store: loggedInStore() });
    const rules = screen.getByRole("list", { name: "密码规则" });
    expect(within(rules).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["长度8-32位未满足", "同时包含字母和数字未满足", "修改后，其他设备上的登录将失效"]);
    const user = setup();
    await user.type(screen.getByLabelText("新密码"), "abcdefgh");
    expect(within(rules).getAllByRole("listitem")[0]).toHaveTextContent("已满足");
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(screen.getByRole("alert")).toHaveTextContent("密码需包含字母和数字");
    await user.clear(screen.getByLabelText("新密码"));
    await user.type(screen.getByLabelText("新密码"), "a1");
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(screen.getByRole("alert")).toHaveTextContent("密码至少8位");
    await user.type(screen.getByLabelText("新密码"), "bcdefg");
    await user.type(screen.getByLabelText("确认新密码"), "a1bcdefX");
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(screen.getByRole("alert")).toHaveTextContent("两次输入的新密码不一致");
    expect(fake.calls).toHaveLength(0);
  });

  it("shows a wrong old password and stays", async () => {
    fakeApi({ "/api/uservice/user/changePassword": fail("原密码不正确") });
    renderAt(<ChangePasswordPage />, "/ChangePassword", { store: loggedInStore({ has_password: true }) });
    const user = setup();
    await user.type(screen.getByLabelText("原密码"), "wrong-pass1");
    await user.type(screen.getByLabelText("新密码"), "newPass22");
    await user.type(screen.getByLabelText("确认新密码"), "newPass22");
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("原密码不正确");
    expect(screen.queryByTestId("location")).not.toBeInTheDocument();
  });

  it("checks length and the letter-digit mix like the contract", () => {
    expect(passwordRules("abc12345")).toEqual({ length: true, mix: true });
    expect(passwordRules("12345678")).toEqual({ length: true, mix: false });
    expect(passwordRules("a1".repeat(17))).toEqual({ length: false, mix: true });
  });
});
