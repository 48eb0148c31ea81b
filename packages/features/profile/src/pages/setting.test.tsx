import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeApi, ok, renderAt } from "@wenlv/app-kit/testing";
import { CARE_MODE_ATTRIBUTE, CARE_MODE_KEY } from "@wenlv/theme";
import { afterEach, describe, expect, it } from "vitest";
import { loggedInStore } from "../test-fixtures";
import { SettingPage } from "./setting";

const setup = () => userEvent.setup({ pointerEventsCheck: 0 });
const html = () => document.documentElement;

afterEach(() => {
  html().removeAttribute(CARE_MODE_ATTRIBUTE);
});

describe("SettingPage", () => {
  it("switches care mode on and off: stored and applied to <html> at once", async () => {
    fakeApi({});
    renderAt(<SettingPage />, "/Setting", { store: loggedInStore() });
    const toggle = screen.getByRole("switch", { name: "关怀模式" });
    expect(toggle).toHaveAttribute("aria-checked", "false");
    const user = setup();
    await user.click(toggle);
    expect(localStorage.getItem(CARE_MODE_KEY)).toBe("1");
    expect(html().getAttribute(CARE_MODE_ATTRIBUTE)).toBe("on");
    expect(toggle).toHaveAttribute("aria-checked", "true");
    await user.click(toggle);
    expect(localStorage.getItem(CARE_MODE_KEY)).toBeNull();
    expect(html().hasAttribute(CARE_MODE_ATTRIBUTE)).toBe(false);
    expect(toggle).toHaveAttribute("aria-checked", "false");
  });

  it("shows the stored care mode as on", () => {
    localStorage.setItem(CARE_MODE_KEY, "1");
    fakeApi({});
    renderAt(<SettingPage />, "/Setting", { store: loggedInStore() });
    expect(screen.getByRole("switch", { name: "关怀模式" })).toHaveAttribute("aria-checked", "true");
  });

  it("clears the cache after a confirm, keeps login and care mode, and says what went", async () => {
    localStorage.setItem(CARE_MODE_KEY, "1");
    localStorage.setItem("uuid", "u-1");
    sessionStorage.setItem("longitude", "120.6");
    fakeApi({});
    const store = loggedInStore();
    renderAt(<SettingPage />, "/Setting", { store });
    const user = setup();
    await user.click(screen.getByRole("button", { name: "清除缓存" }));
    const dialog = await screen.findByRole("dialog");
    expect(localStorage.getItem("uuid")).toBe("u-1");
    await user.click(within(dialog).getByText("清除"));
    const status = await screen.findByRole("status");
    expect(within(status).getByRole("heading", { name: "已清除缓存" })).toBeInTheDocument();
    expect(within(status).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["访客标识", "定位信息"]);
    expect(localStorage.getItem("uuid")).toBeNull();
    expect(sessionStorage.getItem("longitude")).toBeNull();
    expect(localStorage.getItem(CARE_MODE_KEY)).toBe("1");
    expect(localStorage.getItem("token")).toBe("tok_1234567890abcdef");
    expect(store.getState().session.token).toBe("tok_1234567890abcdef");
  });

  it("says when there was nothing to clear", async () => {
    fakeApi({});
    renderAt(<SettingPage />, "/Setting", { store: loggedInStore() });
    const user = setup();
    await user.click(screen.getByRole("button", { name: "清除缓存" }));
    await user.click(within(await screen.findByRole("dialog")).getByText("清除"));
    expect(await screen.findByRole("heading", { name: "没有需要清除的缓存" })).toBeInTheDocument();
  });

  it("links the legal pages, the personal data export and account deletion", () => {
    fakeApi({});
    renderAt(<SettingPage />, "/Setting", { store: loggedInStore() });
    const links = [
      ["隐私政策", "/PrivacyPolicy"],
      ["用户协议", "/UserPrivacy"],
      ["个人信息查询与导出", "/PersonalInfo"],
      ["注销账号", "/Logout"],
    ];
    for (const [name, href] of links) expect(screen.getByRole("link", { name }), name).toHaveAttribute("href", href);
  });

  it("logs out on the server, forgets the session and goes home", async () => {
    const fake = fakeApi({ "/api/uservice/user/logout": ok(null) });
    const store = loggedInStore();
    renderAt(<SettingPage />, "/Setting", { store });
    const user = setup();
    await user.click(screen.getByRole("button", { name: "退出登录" }));
    await user.click(within(await screen.findByRole("dialog")).getByText("退出"));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/));
    expect(fake.callsTo("/api/uservice/user/logout")).toHaveLength(1);
    expect(store.getState().session.token).toBeNull();
    expect(localStorage.getItem("token")).toBeNull();
  });
});
