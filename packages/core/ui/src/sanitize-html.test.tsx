import { render, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { isPlainText, SafeHtml } from "./safe-html";
import { sanitizeHtml } from "./sanitize-html";

function parse(html: string): HTMLElement {
  const div = document.createElement("div");
  div.innerHTML = sanitizeHtml(html);
  return div;
}

describe("sanitizeHtml", () => {
  it("removes scripts, handlers and javascript: links", () => {
    const out = parse(`<p onclick="alert(1)">拙政园<script>alert(2)</script></p><a href="javascript:alert(3)">x</a><img src="x" onerror="alert(4)">`);
    expect(out.querySelector("script")).toBeNull();
    expect(out.querySelector("[onclick]")).toBeNull();
    expect(out.querySelector("[onerror]")).toBeNull();
    expect(out.querySelector("a")?.getAttribute("href") ?? "").not.toMatch(/javascript/i);
    expect(out.textContent).toContain("拙政园");
  });

  it("drops frames, forms and style blocks", () => {
    const out = parse(`<iframe src="https://evil.test"></iframe><form><input name="a"></form><style>body{display:none}</style><p>ok</p>`);
    expect(out.querySelector("iframe, form, input, style")).toBeNull();
    expect(out.textContent).toBe("ok");
  });

  it("turns section into div, keeping attributes and nested content (spec section 5)", () => {
    const out = parse(`<section class="intro" data-x="1"><section><p>园林</p></section></section>`);
    expect(out.querySelector("section")).toBeNull();
    const outer = out.querySelector("div.intro");
    expect(outer).not.toBeNull();
    expect(outer?.getAttribute("data-x")).toBe("1");
    expect(outer?.querySelector("div > p")?.textContent).toBe("园林");
  });

  it("forces images to full width and gives missing alt an empty one (spec section 5)", () => {
    const out = parse(`<img src="a.jpg" width="300" height="200" style="width:300px"><img src="b.jpg" alt="远香堂">`);
    const [a, b] = Array.from(out.querySelectorAll("img"));
    expect(a?.hasAttribute("width")).toBe(false);
    expect(a?.hasAttribute("height")).toBe(false);
    expect(a?.style.width).toBe("100%");
    expect(a?.style.height).toBe("auto");
    expect(a?.getAttribute("alt")).toBe("");
    expect(b?.getAttribute("alt")).toBe("远香堂");
    expect(b?.style.width).toBe("100%");
  });

  it("adds rel=noopener to new-window links and drops other targets", () => {
    const out = parse(`<a href="https://a.test" target="_blank">a</a><a href="https://b.test" target="top">b</a>`);
    const [a, b] = Array.from(out.querySelectorAll("a"));
    expect(a?.getAttribute("rel")).toBe("noopener noreferrer");
    expect(b?.hasAttribute("target")).toBe(false);
  });
});

describe("SafeHtml", () => {
  it("renders the sanitized markup once the sanitizer has loaded, never the raw markup", async () => {
    const { container } = render(<SafeHtml html={`<section><b>开放时间</b><script>alert(1)</script></section>`} />);
    expect(container.querySelector("script, section, b")).toBeNull();
    await waitFor(() => expect(container.querySelector(".wl-safe-html > div > b")?.textContent).toBe("开放时间"));
    expect(container.querySelector("script, section")).toBeNull();
  });

  it("renders plain text as text at once, the same as the server's first screen", () => {
    const text = "始建于明代正德年间，是苏州现存面积最大的古典园林。";
    const { container } = render(<SafeHtml html={text} className="x" />);
    expect(container.innerHTML).toBe(`<div class="wl-safe-html x">${text}</div>`);
    expect(renderToString(<SafeHtml html={text} className="x" />)).toBe(`<div class="wl-safe-html x">${text}</div>`);
    expect([isPlainText(text), isPlainText("a &amp; b"), isPlainText("<b>x</b>")]).toEqual([true, false, false]);
  });
});
