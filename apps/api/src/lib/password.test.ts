import { describe, expect, it } from "vitest";
import { PBKDF2_ITERATIONS, hashPassword, verifyPassword } from "./password";

describe("password hashing", () => {
  it("uses PBKDF2-SHA256 with 600,000 iterations and a 16-byte salt, never the password itself", async () => {
    const stored = await hashPassword("Suzhou2026");
    const [alg, iterations, salt, hash] = stored.split("$");
    expect(alg).toBe("pbkdf2-sha256");
    expect(Number(iterations)).toBe(PBKDF2_ITERATIONS);
    expect(PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(600_000);
    expect(Buffer.from(salt ?? "", "base64url")).toHaveLength(16);
    expect(Buffer.from(hash ?? "", "base64url")).toHaveLength(32);
    expect(stored).not.toContain("Suzhou2026");
  });

  it("verifies the right password only, and salts each hash", async () => {
    const a = await hashPassword("123456", 1000);
    const b = await hashPassword("123456", 1000);
    expect(a).not.toBe(b);
    expect(await verifyPassword("123456", a)).toBe(true);
    expect(await verifyPassword("123457", a)).toBe(false);
  });

  it("refuses malformed stored values", async () => {
    for (const stored of [null, undefined, "", "plain", "md5$1$a$b", "pbkdf2-sha256$x$a$b", "pbkdf2-sha256$1000$$AAAA"]) {
      expect(await verifyPassword("123456", stored)).toBe(false);
    }
  });
});
