/// <reference types="node" />
import { constants, generateKeyPairSync, privateDecrypt } from "node:crypto";
import type { PublicKey } from "@wenlv/contract/profile";
import { describe, expect, it, vi } from "vitest";
import { NoWebCryptoError, encryptSensitive, pemToDer, randomNonce } from "./encrypt-payload";

// One 2048-bit pair for the file (generation takes a moment); the API holds the private half.
const pair = generateKeyPairSync("rsa", {
  modulusLength: 2048,
  publicKeyEncoding: { type: "spki", format: "pem" },
  privateKeyEncoding: { type: "pkcs8", format: "pem" },
});
const publicKey: PublicKey = { key_id: "k1", public_key_pem: pair.publicKey, algorithm: "RSA-OAEP-256" };

function decrypt(cipher: string): unknown {
  const plain = privateDecrypt({ key: pair.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" }, Buffer.from(cipher, "base64"));
  return JSON.parse(plain.toString("utf8"));
}

describe("encryptSensitive", () => {
  it("round-trips: the API's private key recovers the digits, the time and a nonce", async () => {
    const cipher = await encryptSensitive("482915", publicKey, 1_700_000_000_000);
    expect(cipher).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(cipher, "base64")).toHaveLength(256);
    expect(cipher).not.toContain("482915");
    expect(decrypt(cipher)).toEqual({ v: "482915", ts: 1_700_000_000_000, nonce: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) });
  });

  it("never produces the same cipher twice for the same digits (fresh nonce, OAEP padding)", async () => {
    const a = await encryptSensitive("482915", publicKey, 1);
    const b = await encryptSensitive("482915", publicKey, 1);
    expect(a).not.toBe(b);
    const nonces = [decrypt(a), decrypt(b)].map((p) => (p as { nonce: string }).nonce);
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("uses the current time by default", async () => {
    const before = Date.now();
    const { ts } = decrypt(await encryptSensitive("000001", publicKey)) as { ts: number };
    expect(ts).toBeGreaterThanOrEqual(before);
    expect(ts).toBeLessThanOrEqual(Date.now());
  });

  it("refuses a key that is not an RSA public key", async () => {
    await expect(encryptSensitive("123456", { ...publicKey, public_key_pem: "-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----" })).rejects.toThrow();
  });

  it("says so when the page has no WebCrypto", async () => {
    vi.stubGlobal("crypto", { getRandomValues: crypto.getRandomValues.bind(crypto) });
    try {
      await expect(encryptSensitive("123456", publicKey)).rejects.toBeInstanceOf(NoWebCryptoError);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("helpers", () => {
  it("reads the DER bytes of a PEM block", () => {
    expect(Array.from(pemToDer("-----BEGIN PUBLIC KEY-----\nAQID\nBA==\n-----END PUBLIC KEY-----\n"))).toEqual([1, 2, 3, 4]);
  });

  it("makes 128-bit base64url nonces", () => {
    const nonce = randomNonce();
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(randomNonce()).not.toBe(nonce);
  });
});
