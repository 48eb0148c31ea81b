import { screen, within } from "@testing-library/react";
import { fakeApi, renderAt } from "@wenlv/app-kit/testing";
import { i18n } from "@wenlv/i18n";
import { privacyPolicyZhCN } from "@wenlv/ui";
import { afterEach, describe, expect, it } from "vitest";
import { userAgreementZhCN } from "../user-agreement-text";
import { PrivacyPolicyAppPage } from "./privacy-policy-app";
import { UserPrivacyPage } from "./user-privacy";

afterEach(async () => {
  await i18n.changeLanguage("zh-CN");
});

describe("PrivacyPolicyAppPage", () => {
  it("shows the same policy text as /PrivacyPolicy without the app header", () => {
    fakeApi({});
    renderAt(<PrivacyPolicyAppPage />, "/PrivacyPolicyApp");
    expect(screen.queryByRole("button", { name: "返回" })).toBeNull();
    expect(screen.getByRole("heading", { level: 1, name: "苏州文旅平台隐私政策" })).toBeInTheDocument();
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(privacyPolicyZhCN.map((s) => s.heading));
  });
});

describe("UserPrivacyPage", () => {
  it("shows the user service agreement with the terms that need attention in bold", () => {
    fakeApi({});
    renderAt(<UserPrivacyPage />, "/UserPrivacy");
    expect(screen.getByRole("button", { name: "返回" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "苏州文旅平台用户服务协议" })).toBeInTheDocument();
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(userAgreementZhCN.map((s) => s.heading));
    expect(headings).toEqual(expect.arrayContaining(["二、账号", "五、退改规则", "六、使用规范", "十一、法律适用与争议解决（重要条款）"]));
    const disputes = screen.getByRole("heading", { name: "十一、法律适用与争议解决（重要条款）" }).closest("section")!;
    expect(within(disputes).getByText(/江苏省苏州市有管辖权的人民法院/).tagName).toBe("STRONG");
    expect(screen.getByText(/中华人民共和国法律/)).toBeInTheDocument();
    expect(screen.getByText(/实名分时预约/)).toBeInTheDocument();
  });

  it("says on English screens that only the Chinese text binds", async () => {
    await i18n.changeLanguage("en");
    fakeApi({});
    renderAt(<UserPrivacyPage />, "/UserPrivacy");
    expect(screen.getByText("This agreement is provided in Chinese only; the Chinese text below is the binding version.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "苏州文旅平台用户服务协议" })).toBeInTheDocument();
  });
});
