import { afterEach, describe, expect, it } from "vitest";
import { installRootFontSize, rootFontSize } from "./root-font-size";

describe("rootFontSize (spec section 9)", () => {
  it("is width / 1125 * 100 px", () => {
    expect(rootFontSize(1125)).toBe(100);
    expect(rootFontSize(375)).toBeCloseTo(33.333, 3);
    expect(rootFontSize(390)).toBeCloseTo(34.667, 3);
  });

  it("caps the factor at 3", () => {
    expect(rootFontSize(3375)).toBe(300);
    expect(rootFontSize(5000)).toBe(300);
  });

  it("falls back to a phone width for unknown widths", () => {
    expect(rootFontSize(0)).toBe(rootFontSize(375));
    expect(rootFontSize(Number.NaN)).toBe(rootFontSize(375));
  });
});

describe("installRootFontSize", () => {
  const html = document.documentElement;
  const setWidth = (w: number) => Object.defineProperty(html, "clientWidth", { configurable: true, value: w });
  afterEach(() => {
    setWidth(0);
    html.style.fontSize = "";
  });

  it("sets the size now and on resize until uninstalled", () => {
    setWidth(1125);
    const uninstall = installRootFontSize(window);
    expect(html.style.fontSize).toBe("100px");
    setWidth(2250);
    window.dispatchEvent(new Event("resize"));
    expect(html.style.fontSize).toBe("200px");
    uninstall();
    setWidth(1125);
    window.dispatchEvent(new Event("resize"));
    expect(html.style.fontSize).toBe("200px");
  });

  it("applies an extra scale", () => {
    setWidth(1125);
    installRootFontSize(window, { scale: 1.25 })();
    expect(html.style.fontSize).toBe("125px");
  });
});
