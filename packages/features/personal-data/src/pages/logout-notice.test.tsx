import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createTestStore } from "@wenlv/app-kit/testing";
import { i18n } from "@wenlv/i18n";
import { afterEach, describe, expect, it } from "vitest";
import { routes } from "../routes";
import { fakeApi, renderAt } from "@wenlv/app-kit/testing";
import { LogoutNoticeAppPage, LogoutNoticePage } from "./logout-notice";

afterEach(async () => {
  await i18n.changeLanguage("zh-CN");
});

describe("LogoutNoticePage", () => {
  it("is open without login, so it can be shown after the deletion ended the session", () => {
    for (const path of ["/LogoutNotice", "/LogoutNoticeApp"]) expect(routes.find((r) => r.path === path)?.flags?.require).toBeFalsy();
    expect(routes.find((r) => r.path === "/Logout")?.flags?.require).toBe(true);
  });

  it("after a deletion confirms it with the date in Shanghai time and leads home", async () => {
    fakeApi({});
    const user = userEvent.setup();
    renderAt(<LogoutNoticePage />, `/LogoutNotice?done=1&until=${encodeURIComponent("2026-12-05T16:30:00.000Z")}`);
    expect(screen.getByRole("heading", { name: "注销申请已提交" })).toBeInTheDocument();
    expect(screen.getByText("您的个人信息将于2026年12月6日删除或匿名化。")).toBeInTheDocument();
    expect(screen.getByText(/冷静期内重新登录本平台，即视为撤回注销申请/)).toBeInTheDocument();
    expect(screen.getByText(/自申请之日起15天为冷静期/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "申请注销账号" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "返回首页" }));
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/);
  });

  it("offers 申请注销账号 to a logged-in reader", async () => {
    fakeApi({});
    const user = userEvent.setup();
    renderAt(<LogoutNoticePage />, "/LogoutNotice", { store: createTestStore({ token: "tok" }) });
    expect(screen.queryByRole("heading", { name: "注销申请已提交" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "申请注销账号" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/Logout");
  });

  it("has no app header in the app-store variant and says how to apply", () => {
    fakeApi({});
    renderAt(<LogoutNoticeAppPage />, "/LogoutNoticeApp?done=1");
    expect(screen.queryByRole("button", { name: "返回" })).toBeNull();
    expect(screen.getByRole("heading", { level: 1, name: "账号注销须知" })).toBeInTheDocument();
    expect(screen.getByText(/我的 - 设置 - 注销账号/)).toBeInTheDocument();
    expect(screen.queryByText("注销申请已提交")).toBeNull();
  });

  it("reads in English on English screens", async () => {
    await i18n.changeLanguage("en");
    fakeApi({});
    renderAt(<LogoutNoticeAppPage />, "/LogoutNoticeApp");
    expect(screen.getByRole("heading", { level: 1, name: "About deleting your account" })).toBeInTheDocument();
    expect(screen.getByText(/The 15 days after the request are a notice period/)).toBeInTheDocument();
  });
});
