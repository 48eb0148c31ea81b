import { describe, expect, it } from "vitest";
import { isChineseName, isMainlandIdCard } from "@wenlv/validation";
import { createSandboxIdentity } from "./sandbox";
import { SANDBOX_PEOPLE } from "./sandbox-registry";

describe("sandbox identity provider", () => {
  it("has a registry of valid GB 11643 numbers with valid, distinct names", () => {
    expect(SANDBOX_PEOPLE.length).toBeGreaterThanOrEqual(4);
    for (const p of SANDBOX_PEOPLE) {
      expect(isMainlandIdCard(p.idNumber), p.idNumber).toBe(true);
      expect(isChineseName(p.name), p.name).toBe(true);
    }
    expect(new Set(SANDBOX_PEOPLE.map((p) => p.idNumber)).size).toBe(SANDBOX_PEOPLE.length);
  });

  it("matches a registry number only with its own name", async () => {
    const idp = createSandboxIdentity();
    for (const p of SANDBOX_PEOPLE) {
      expect(await idp.verify({ name: p.name, idNumber: p.idNumber })).toBe("match");
      expect(await idp.verify({ name: "张三", idNumber: p.idNumber })).toBe("mismatch");
    }
  });

  it("matches any other number with a valid Chinese name only", async () => {
    const idp = createSandboxIdentity();
    expect(await idp.verify({ name: "林黛玉", idNumber: "320505199511110012" })).toBe("match");
    expect(await idp.verify({ name: "Lin Daiyu", idNumber: "320505199511110012" })).toBe("mismatch");
  });
});
