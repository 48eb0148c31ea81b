import { createHash, createPublicKey, generateKeyPairSync } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicKey } from "@wenlv/contract/profile";
import { createTestApp, postForm, type TestApp } from "../../test-utils";
import { loadPayloadKeys } from "../../lib/payload-keys";
import { openSealedPayload } from "./sealed-payload";
import { sealForTest } from "./test-seal";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("GET and POST /api/security/publicKey", () => {
  it("answers an RSA-2048 SPKI key for RSA-OAEP-256 whose id is the SHA-256 of its DER", async () => {
    const post = await postForm<PublicKey>(t.app, "/api/security/publicKey");
    const get = await t.app.inject({ method: "GET", url: "/api/security/publicKey" });
    expect(get.json()).toEqual(post.body);
    expect(get.headers["cache-control"]).toBe("no-cache");
    const { key_id, public_key_pem, algorithm } = post.body.data;
    expect(algorithm).toBe("RSA-OAEP-256");
    const key = createPublicKey(public_key_pem);
    expect(key.asymmetricKeyType).toBe("rsa");
    expect(key.asymmetricKeyDetails?.modulusLength).toBe(2048);
    const der = key.export({ type: "spki", format: "der" });
    expect(key_id).toBe(createHash("sha256").update(der).digest("hex").slice(0, 16));
    expect(public_key_pem).not.toMatch(/PRIVATE/);
  });

  it("answers GET with an ETag (304 when unchanged), revalidated on every use", async () => {
    const first = await t.app.inject({ method: "GET", url: "/api/security/publicKey" });
    expect(first.headers.etag).toMatch(/^".+"$/);
    const again = await t.app.inject({ method: "GET", url: "/api/security/publicKey", headers: { "if-none-match": String(first.headers.etag) } });
    expect([again.statusCode, again.body]).toEqual([304, ""]);
    expect(again.headers["cache-control"]).toBe("no-cache");
  });

  it("keeps the key id of a configured PAYLOAD_PRIVATE_KEY across restarts, and generates a fresh one otherwise", () => {
    const pem = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    expect(loadPayloadKeys(pem).keyId).toBe(loadPayloadKeys(pem).keyId);
    expect(loadPayloadKeys(undefined).keyId).not.toBe(loadPayloadKeys(undefined).keyId);
  });
});

describe("openSealedPayload", () => {
  const session = { userId: 1, sessionId: 424242, signingKey: "" };

  it("opens a WebCrypto RSA-OAEP payload once per session and nonce", async () => {
    const ts = t.clock.now().getTime();
    const cipher = await sealForTest(t.ctx.payloadKeys.publicKeyPem, "秘密 value", { ts, nonce: "n".repeat(20) });
    expect(await openSealedPayload(t.ctx, session, { key_id: t.ctx.payloadKeys.keyId, cipher })).toBe("秘密 value");
    await expect(openSealedPayload(t.ctx, session, { key_id: t.ctx.payloadKeys.keyId, cipher })).rejects.toMatchObject({ code: 4006 });
    // The nonce is remembered per session (used_nonces is keyed by session id).
    expect(await openSealedPayload(t.ctx, { ...session, sessionId: 424243 }, { key_id: t.ctx.payloadKeys.keyId, cipher })).toBe("秘密 value");
  });

  it("refuses a payload sealed for another key, and malformed plaintexts", async () => {
    const other = loadPayloadKeys(undefined);
    const ts = t.clock.now().getTime();
    const foreign = await sealForTest(other.publicKeyPem, "1", { ts });
    await expect(openSealedPayload(t.ctx, session, { key_id: t.ctx.payloadKeys.keyId, cipher: foreign })).rejects.toMatchObject({ code: 0, message: "数据不正确，请重试" });
    await expect(openSealedPayload(t.ctx, session, { key_id: other.keyId, cipher: foreign })).rejects.toMatchObject({ code: 0, message: "密钥已更新，请重试" });
    const shortNonce = await sealForTest(t.ctx.payloadKeys.publicKeyPem, "1", { ts, nonce: "abc" });
    await expect(openSealedPayload(t.ctx, session, { key_id: t.ctx.payloadKeys.keyId, cipher: shortNonce })).rejects.toMatchObject({ message: "数据不正确，请重试" });
  });
});
