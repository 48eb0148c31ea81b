import { describe, expect, it } from "vitest";
import { DEFAULT_LOGIN_TARGET, loginTarget } from "./redirect";

describe("loginTarget", () => {
  it("keeps in-app paths with their query, including the home page", () => {
    expect(loginTarget("/TicketOrder?id=3&day=2025-05-01")).toBe("/TicketOrder?id=3&day=2025-05-01");
    expect(loginTarget("/")).toBe("/");
  });

  it("falls back to /User for nothing, other sites and login pages", () => {
    for (const raw of [null, "", "https://evil.example/x", "//evil.example/x", "/\\evil.example", "javascript:alert(1)", "/PhoneLogin?redirect=/User"]) {
      expect(loginTarget(raw)).toBe(DEFAULT_LOGIN_TARGET);
    }
  });
});
