import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decryptField, encryptField, randomToken, safeEqual, sha256Hex } from "./crypto";
import { addDays, daysBetween, isValidDay, shanghaiDay } from "./time";

describe("field encryption (AES-256-GCM)", () => {
  const key = randomBytes(32);
  it("round-trips and uses a fresh IV each time", () => {
    const a = encryptField(key, "32050819900307011X");
    const b = encryptField(key, "32050819900307011X");
    expect(a).not.toBe(b);
    expect(decryptField(key, a)).toBe("32050819900307011X");
  });
  it("refuses a tampered value or a wrong key", () => {
    const sealed = encryptField(key, "E12345678");
    const parts = sealed.split(".");
    const body = Buffer.from(parts[3]!, "base64url");
    body[0] = body[0]! ^ 1;
    expect(() => decryptField(key, [parts[0], parts[1], parts[2], body.toString("base64url")].join("."))).toThrow();
    expect(() => decryptField(randomBytes(32), sealed)).toThrow();
  });
});

describe("tokens and hashes", () => {
  it("makes 256-bit url-safe tokens and hex SHA-256", () => {
    const token = randomToken();
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(safeEqual("abc", "abc")).toBe(true);
    expect(safeEqual("abc", "abd")).toBe(false);
    expect(safeEqual("abc", "abcd")).toBe(false);
  });
});

describe("Shanghai days", () => {
  it("switches day at 16:00 UTC", () => {
    expect(shanghaiDay(new Date("2025-06-01T15:59:59Z"))).toBe("2025-06-01");
    expect(shanghaiDay(new Date("2025-06-01T16:00:00Z"))).toBe("2025-06-02");
  });
  it("adds days across months and checks calendar dates", () => {
    expect(addDays("2025-02-27", 2)).toBe("2025-03-01");
    expect(daysBetween("2025-06-01", "2025-06-15")).toBe(14);
    expect(isValidDay("2024-02-29")).toBe(true);
    expect(isValidDay("2025-02-29")).toBe(false);
    expect(isValidDay("2025-6-1")).toBe(false);
  });
});
