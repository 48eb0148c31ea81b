import { afterEach, describe, expect, it, vi } from "vitest";
import {
  CARE_BORDER,
  CARE_MODE_ATTRIBUTE,
  CARE_MODE_KEY,
  applyCareMode,
  careModeTokens,
  installCareMode,
  readCareMode,
  setCareMode,
  subscribeCareMode,
  writeCareMode,
} from "./care-mode";
import { CARE_FONT_SCALE, THEMES } from "./tokens";

const html = () => document.documentElement;
const fontStep = (n: number) => html().style.getPropertyValue(`--adm-font-size-${n}`);

afterEach(() => {
  html().removeAttribute(CARE_MODE_ATTRIBUTE);
  html().removeAttribute("style");
});

describe("care-mode flag", () => {
  it("round-trips through storage", () => {
    expect(readCareMode(localStorage)).toBe(false);
    writeCareMode(localStorage, true);
    expect(localStorage.getItem(CARE_MODE_KEY)).toBe("1");
    expect(readCareMode(localStorage)).toBe(true);
    writeCareMode(localStorage, false);
    expect(localStorage.getItem(CARE_MODE_KEY)).toBeNull();
    expect(readCareMode(localStorage)).toBe(false);
  });

  it("treats unreadable or missing storage as off and ignores write failures", () => {
    const broken = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {},
    };
    expect(readCareMode(broken)).toBe(false);
    expect(readCareMode(null)).toBe(false);
    expect(() => writeCareMode(broken, true)).not.toThrow();
  });
});

describe("care-mode tokens and attribute", () => {
  it("enlarges fonts, darkens text and strengthens borders of any partner theme", () => {
    const tokens = careModeTokens(THEMES.kunshan);
    expect(tokens.primary).toBe(THEMES.kunshan.primary);
    expect(tokens.fontScale).toBe(CARE_FONT_SCALE);
    expect(tokens.fontScale).toBeGreaterThanOrEqual(1.25);
    expect(tokens.text).toBe("#1A1A1A");
    expect(tokens.textSecondary).toBe("#333333");
    expect(tokens.border).toBe(CARE_BORDER);
  });

  it("applies and removes care mode on <html>: attribute plus theme variables", () => {
    applyCareMode(true, THEMES.default);
    expect(html().getAttribute(CARE_MODE_ATTRIBUTE)).toBe("on");
    expect(fontStep(9)).toBe(`${17 * CARE_FONT_SCALE}px`);
    expect(html().style.getPropertyValue("--adm-color-border")).toBe(CARE_BORDER);
    applyCareMode(false, THEMES.default);
    expect(html().hasAttribute(CARE_MODE_ATTRIBUTE)).toBe(false);
    expect(fontStep(9)).toBe("17px");
    expect(html().style.getPropertyValue("--adm-color-border")).toBe("#EEEEEE");
  });

  it("leaves the root font size (spec section 9) alone", () => {
    html().style.fontSize = "33.3333px";
    applyCareMode(true, THEMES.default);
    expect(html().style.fontSize).toBe("33.3333px");
  });
});

describe("switching care mode in a running app", () => {
  it("applies the stored flag at start and follows setCareMode", () => {
    localStorage.setItem(CARE_MODE_KEY, "1");
    const stop = installCareMode(THEMES.changshu);
    expect(html().getAttribute(CARE_MODE_ATTRIBUTE)).toBe("on");
    expect(fontStep(5)).toBe("16.25px");

    setCareMode(false);
    expect(localStorage.getItem(CARE_MODE_KEY)).toBeNull();
    expect(html().hasAttribute(CARE_MODE_ATTRIBUTE)).toBe(false);
    expect(fontStep(5)).toBe("13px");

    setCareMode(true);
    expect(fontStep(5)).toBe("16.25px");
    stop();
    setCareMode(false);
    // After stop only the attribute follows (setCareMode marks <html> itself); the theme stays.
    expect(html().hasAttribute(CARE_MODE_ATTRIBUTE)).toBe(false);
    expect(fontStep(5)).toBe("16.25px");
  });

  it("starts off when nothing is stored", () => {
    installCareMode(THEMES.default)();
    expect(html().hasAttribute(CARE_MODE_ATTRIBUTE)).toBe(false);
    expect(fontStep(5)).toBe("13px");
  });

  it("tells subscribers about changes here and in other tabs", () => {
    const seen = vi.fn();
    const stop = subscribeCareMode(seen);
    setCareMode(true);
    expect(seen).toHaveBeenLastCalledWith(true);
    localStorage.removeItem(CARE_MODE_KEY);
    window.dispatchEvent(new StorageEvent("storage", { key: CARE_MODE_KEY }));
    expect(seen).toHaveBeenLastCalledWith(false);
    window.dispatchEvent(new StorageEvent("storage", { key: "token" }));
    expect(seen).toHaveBeenCalledTimes(2);
    stop();
    setCareMode(true);
    expect(seen).toHaveBeenCalledTimes(2);
  });
});
