import { describe, expect, it } from "vitest";
import { inAppPath, isAllowedReturnUrl, withQuery } from "./redirects";

describe("inAppPath", () => {
  it("keeps in-app paths with their query and fragment", () => {
    for (const p of ["/", "/User", "/TicketOrder?id=3&date=2025-06-01", "/ScenicDetail?id=1#top", "/Search?q=%E6%8B%99"]) expect(inAppPath(p)).toBe(p);
  });

  it("turns anything else into /User", () => {
    for (const p of [undefined, 42, "", "User", "//evil.example", "/\\evil.example", "\\\\evil.example", "https://evil.example/", "javascript:alert(1)", "/User\n", `/${"a".repeat(600)}`]) {
      expect(inAppPath(p)).toBe("/User");
    }
  });
});

describe("isAllowedReturnUrl", () => {
  const pub = "https://trip.example.com";
  it("allows our origin, in-app paths and local dev servers", () => {
    for (const u of ["https://trip.example.com/BaseLogin?redirect=%2FUser", "/sbkLoading", "http://localhost:5173/BaseLogin", "http://127.0.0.1:4173/ThirdApp?partner=kunshan"]) {
      expect(isAllowedReturnUrl(u, pub), u).toBe(true);
    }
  });

  it("refuses other origins, schemes, credentials and protocol-relative URLs", () => {
    for (const u of ["https://evil.example/", "http://trip.example.com/x", "https://trip.example.com.evil.example/", "//evil.example", "javascript:alert(1)", "http://localhost.evil.example/", "https://a@evil.example/", "ftp://localhost/", "", 7]) {
      expect(isAllowedReturnUrl(u, pub), String(u)).toBe(false);
    }
  });
});

describe("withQuery", () => {
  it("appends parameters before the fragment, skipping empty ones", () => {
    expect(withQuery("/BaseLogin?redirect=%2FUser", { code: "c 1", state: undefined })).toBe("/BaseLogin?redirect=%2FUser&code=c+1");
    expect(withQuery("/x#frag", { a: "1" })).toBe("/x?a=1#frag");
    expect(withQuery("/x", {})).toBe("/x");
  });
});
