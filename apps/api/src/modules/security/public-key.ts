import type { EndpointResult } from "@wenlv/contract/endpoint";
import type { publicKey } from "@wenlv/contract/endpoints/profile";
import type { AppContext } from "../../context";

/**
 * GET (and POST) /api/security/publicKey: the RSA-2048 public key (SPKI PEM) the app uses with
 * WebCrypto RSA-OAEP SHA-256 to seal sensitive payloads (spec section 9), and its key id.
 */
export function publicKeyAnswer(ctx: Pick<AppContext, "payloadKeys">): EndpointResult<typeof publicKey> {
  const keys = ctx.payloadKeys;
  return { key_id: keys.keyId, public_key_pem: keys.publicKeyPem, algorithm: "RSA-OAEP-256" };
}
