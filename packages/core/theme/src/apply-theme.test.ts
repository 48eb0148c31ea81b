import { describe, expect, it } from "vitest";
import { applyTheme, themeCss, themeCssVariables } from "./apply-theme";
import { THEMES, careTokens } from "./tokens";

describe("applyTheme", () => {
  it("sets antd-mobile and --wl-* variables on <html>", () => {
    applyTheme(THEMES.kunshan);
    const style = document.documentElement.style;
    expect(style.getPropertyValue("--adm-color-primary")).toBe("#009C67");
    expect(style.getPropertyValue("--wl-tag-bg")).toBe("#E5F5EF");
    expect(style.getPropertyValue("--adm-font-size-5")).toBe("13px");
  });

  it("replaces a previous theme and can target another element", () => {
    const el = document.createElement("div");
    applyTheme(THEMES.default, el);
    applyTheme(THEMES.changshu, el);
    expect(el.style.getPropertyValue("--adm-color-primary")).toBe("#00AEA0");
    expect(el.style.getPropertyValue("--wl-tag-bg")).toBe("#E5F7F5");
  });

  it("scales antd-mobile font sizes in care mode", () => {
    const vars = themeCssVariables(careTokens(THEMES.default));
    expect(vars["--adm-font-size-5"]).toBe("16.25px");
    expect(vars["--adm-font-size-10"]).toBe("22.5px");
    expect(vars["--wl-font-scale"]).toBe("1.25");
  });

  it("renders the same variables as a CSS rule", () => {
    const css = themeCss(THEMES.changshu, "[data-theme=changshu]");
    expect(css.startsWith("[data-theme=changshu] {\n")).toBe(true);
    expect(css).toContain("  --adm-color-primary: #00AEA0;");
    expect(css).toContain("  --wl-tag-bg: #E5F7F5;");
  });
});
