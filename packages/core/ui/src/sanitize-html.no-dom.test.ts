import { describe, expect, it, vi } from "vitest";

// DOMPurify as it loads in Node without a DOM (the server's first-screen render, decision 018).
vi.mock("dompurify", () => ({ default: { isSupported: false } }));

describe("sanitizeHtml without a DOM", () => {
  it("returns nothing rather than unsanitised rich text", async () => {
    const { sanitizeHtml } = await import("./sanitize-html");
    expect(sanitizeHtml('<p onclick="alert(1)">拙政园</p><script>alert(1)</script>')).toBe("");
  });
});
