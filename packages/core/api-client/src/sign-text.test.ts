/// <reference types="node" />
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signText } from "./sign-text";

const key = "9f1c2e7a5b3d4c6e8f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6a";

describe("signText", () => {
  it("gives the RFC 4231 test case 2 HMAC-SHA256 (key \"Jefe\")", async () => {
    expect(await signText("what do ya want for nothing?", "Jefe")).toBe("5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843");
  });

  it("gives node's createHmac figure for a coupon claim's text and for non-ASCII text, as lowercase hex", async () => {
    for (const text of ["ids=12,13&source_from=GetCoupons&timestamp=1764554400000", "contact_name=张三&note=苏州 ✓", ""]) {
      const signature = await signText(text, key);
      expect(signature, text).toBe(createHmac("sha256", key).update(text, "utf8").digest("hex"));
      expect(signature).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it("keys with the UTF-8 bytes of the key string: another key, another signature", async () => {
    expect(await signText("ids=1", "键")).toBe(createHmac("sha256", Buffer.from("键", "utf8")).update("ids=1").digest("hex"));
    expect(await signText("ids=1", key)).not.toBe(await signText("ids=1", `${key}0`));
  });

  it("refuses to sign without a key", async () => {
    await expect(signText("ids=1", "")).rejects.toThrow(/signing key/);
  });
});
