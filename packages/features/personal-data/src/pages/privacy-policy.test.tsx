import { screen } from "@testing-library/react";
import { fakeApi, renderAt } from "@wenlv/app-kit/testing";
import { i18n } from "@wenlv/i18n";
import { describe, expect, it } from "vitest";
import { routes } from "../routes";
import { PrivacyPolicyPage } from "./privacy-policy";

describe("PrivacyPolicyPage", () => {
  it("is open to everyone at /PrivacyPolicy (the login consent links here)", () => {
    const route = routes.find((r) => r.path === "/PrivacyPolicy");
    expect(route).toBeDefined();
    expect(route?.flags?.require).toBeFalsy();
  });

  it("states what is collected, why, who receives it, how long it is kept and the user's rights", async () => {
    fakeApi({});
    renderAt(<PrivacyPolicyPage />, "/PrivacyPolicy");
    expect(await screen.findByRole("heading", { level: 1, name: "苏州文旅平台隐私政策" })).toBeInTheDocument();
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(expect.arrayContaining(["一、我们收集哪些个人信息", "三、我们如何共享信息", "五、您的权利"]));
    expect(screen.getAllByText(/证件号码加密存储/).length).toBeGreaterThan(0);
    expect(screen.getByText(/电子商务法》第三十一条/)).toBeInTheDocument();
  });

  it("shows the English translation on English screens", async () => {
    fakeApi({});
    await i18n.changeLanguage("en");
    try {
      renderAt(<PrivacyPolicyPage />, "/PrivacyPolicy");
      expect(await screen.findByRole("heading", { level: 2, name: "5. Your rights" })).toBeInTheDocument();
      expect(screen.queryByText("五、您的权利")).toBeNull();
    } finally {
      await i18n.changeLanguage("zh-CN");
    }
  });
});
