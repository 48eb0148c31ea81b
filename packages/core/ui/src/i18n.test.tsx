import { render, screen } from "@testing-library/react";
import { i18n, setLanguage } from "@wenlv/i18n";
import { describe, expect, it } from "vitest";
import { UI_NS } from "./i18n";
import { Price } from "./price";
import { QrTicket } from "./qr-ticket";
import { uiEn, uiZhCN } from "./resources";

function keys(obj: object, prefix = ""): string[] {
  return Object.entries(obj).flatMap(([k, v]) => (v && typeof v === "object" ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

describe("ui strings", () => {
  it("are registered in both languages with the same keys", () => {
    expect(keys(uiEn).sort()).toEqual(keys(uiZhCN).sort());
    expect(i18n.hasResourceBundle("zh-CN", UI_NS)).toBe(true);
    expect(i18n.hasResourceBundle("en", UI_NS)).toBe(true);
  });

  it("take the Chinese QR labels from the contract (spec section 4)", () => {
    expect(uiZhCN.qr.status).toEqual({ "0": "未使用", "1": "已使用", "2": "已过期", "3": "已取消" });
  });

  it("render in English after a language switch", async () => {
    await setLanguage("en");
    render(
      <>
        <Price fen={8000} from />
        <QrTicket code="WL1" travellerName="Zhang San" qrStatus={2} />
      </>,
    );
    expect(document.querySelector(".wl-price")).toHaveTextContent(/^From ¥80$/);
    expect(screen.getByRole("img", { name: "Entry QR code for Zhang San, Expired" })).toBeInTheDocument();
    expect(screen.getByText("This QR code is no longer valid for entry")).toBeInTheDocument();
  });
});
