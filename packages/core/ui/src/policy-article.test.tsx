import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { i18n } from "@wenlv/i18n";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { PolicyArticle, PrivacyPolicyPopup, PrivacyPolicyText } from "./policy-article";
import { privacyPolicyEn, privacyPolicyZhCN } from "./privacy-policy-text";

describe("PolicyArticle", () => {
  it("shows the heading, the intro and each section, important ones in bold", () => {
    render(
      <PolicyArticle
        heading="用户服务协议"
        intro="请仔细阅读"
        sections={[
          { heading: "一、总则", paragraphs: ["第一段"] },
          { heading: "二、责任限制", paragraphs: ["第二段"], important: true },
        ]}
      />,
    );
    expect(screen.getByRole("heading", { level: 1, name: "用户服务协议" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["一、总则", "二、责任限制"]);
    expect(screen.getByText("第二段").tagName).toBe("STRONG");
    expect(screen.getByText("第一段").tagName).toBe("P");
  });
});

describe("PrivacyPolicyText", () => {
  it("shows the Chinese policy, and the English translation on English screens", async () => {
    const { unmount } = render(<PrivacyPolicyText />);
    expect(screen.getByRole("heading", { level: 1, name: "苏州文旅平台隐私政策" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(privacyPolicyZhCN.length);
    unmount();
    await i18n.changeLanguage("en");
    render(<PrivacyPolicyText />);
    expect(screen.getByRole("heading", { level: 1, name: "Privacy policy of the Suzhou culture and tourism platform" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(privacyPolicyEn.map((s) => s.heading));
  });
});

function PopupHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      <PrivacyPolicyPopup visible={open} onClose={() => setOpen(false)} />
    </>
  );
}

describe("PrivacyPolicyPopup", () => {
  it("opens the policy as a dialog and closes it", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<PopupHarness />);
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.click(screen.getByRole("button", { name: "打开" }));
    const policy = await screen.findByRole("dialog", { name: "隐私政策" });
    expect(within(policy).getByRole("heading", { level: 1, name: "苏州文旅平台隐私政策" })).toBeInTheDocument();
    await user.click(within(policy).getByRole("button", { name: "关闭" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "隐私政策" })).toBeNull());
  });
});
