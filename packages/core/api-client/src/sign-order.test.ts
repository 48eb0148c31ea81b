/// <reference types="node" />
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signOrderData } from "./sign-order";

const key = "9f1c2e7a5b3d4c6e8f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6a";

describe("signOrderData", () => {
  it("adds timestamp and nonce, keeps the idempotency key, and signs the exact data string", async () => {
    const payload = { type: "ticket", product_id: 7, quantity: 2, idempotency_key: "idem-1" };
    const signed = await signOrderData(payload, key, { now: () => 1_700_000_000_123, nonce: () => "n-1" });
    expect(JSON.parse(signed.data)).toEqual({ ...payload, timestamp: 1_700_000_000_123, nonce: "n-1" });
    expect(signed.signature).toBe(createHmac("sha256", key).update(signed.data, "utf8").digest("hex"));
    expect(signed.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it("signs non-ASCII text as UTF-8 like node's createHmac", async () => {
    const signed = await signOrderData({ contact_name: "张三" }, key);
    expect(signed.signature).toBe(createHmac("sha256", key).update(signed.data, "utf8").digest("hex"));
  });

  it("uses Date.now() and a fresh UUID nonce by default", async () => {
    const before = Date.now();
    const a = JSON.parse((await signOrderData({}, key)).data) as { timestamp: number; nonce: string };
    const b = JSON.parse((await signOrderData({}, key)).data) as { timestamp: number; nonce: string };
    expect(a.timestamp).toBeGreaterThanOrEqual(before);
    expect(a.timestamp).toBeLessThanOrEqual(Date.now());
    expect(a.nonce).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a.nonce).not.toBe(b.nonce);
  });

  it("a different key gives a different signature", async () => {
    const fixed = { now: () => 1, nonce: () => "n" };
    const one = await signOrderData({ a: 1 }, key, fixed);
    const two = await signOrderData({ a: 1 }, `${key}0`, fixed);
    expect(one.data).toBe(two.data);
    expect(one.signature).not.toBe(two.signature);
  });

  it("refuses to sign without a key", async () => {
    await expect(signOrderData({}, "")).rejects.toThrow(/signing key/);
  });
});
