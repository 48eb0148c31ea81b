import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from "node:crypto";

/** RSA modulus length of the payload key (bits): 2048, NIST SP 800-57 for use through 2030. */
export const PAYLOAD_KEY_BITS = 2048;

/**
 * The key pair of spec section 9 ("a client-side public key encrypts sensitive payloads"): the
 * app encrypts with the public key (WebCrypto RSA-OAEP, SHA-256), only this API can decrypt.
 * `keyId` is the first 16 hex characters of SHA-256 over the SPKI DER of the public key, so a
 * client holding an old key after a rotation is detected.
 */
export type PayloadKeys = { keyId: string; publicKeyPem: string; privateKey: KeyObject };

/**
 * Checks a PKCS#8 PEM private key (PAYLOAD_PRIVATE_KEY): answers null when it is an RSA key of
 * at least 2048 bits, else what is wrong with it (config.ts reports it and refuses to start).
 */
export function payloadKeyProblem(pem: string): string | null {
  let key: KeyObject;
  try {
    key = createPrivateKey({ key: pem, format: "pem" });
  } catch {
    return "must be a PKCS#8 PEM private key (-----BEGIN PRIVATE KEY-----)";
  }
  if (key.asymmetricKeyType !== "rsa") return "must be an RSA key";
  if ((key.asymmetricKeyDetails?.modulusLength ?? 0) < PAYLOAD_KEY_BITS) return `must be at least ${PAYLOAD_KEY_BITS} bits`;
  return null;
}

/**
 * The payload keys from a PKCS#8 PEM (PAYLOAD_PRIVATE_KEY), or, when `pem` is undefined
 * (development and test only; config.ts requires the key in production), a fresh RSA-2048 pair
 * generated now, so payloads sealed before a restart are refused with "密钥已更新，请重试".
 */
export function loadPayloadKeys(pem: string | undefined): PayloadKeys {
  const privateKey = pem
    ? createPrivateKey({ key: pem, format: "pem" })
    : generateKeyPairSync("rsa", { modulusLength: PAYLOAD_KEY_BITS, publicExponent: 0x10001 }).privateKey;
  const publicKey = createPublicKey(privateKey);
  const der = publicKey.export({ type: "spki", format: "der" });
  return {
    keyId: createHash("sha256").update(der).digest("hex").slice(0, 16),
    publicKeyPem: publicKey.export({ type: "spki", format: "pem" }).toString(),
    privateKey,
  };
}
