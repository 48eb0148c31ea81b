import type { FastifyInstance, FastifyReply } from "fastify";
import type { PublicKey } from "@wenlv/contract/profile";
import { ok } from "../../plugins/envelope";

/**
 * GET and POST /api/security/publicKey -> ZPublicKey: the RSA-2048 public key (SPKI PEM) the app
 * uses with WebCrypto RSA-OAEP SHA-256 to seal sensitive payloads (spec section 9), and its key id.
 * No login needed: the key is public. `Cache-Control: no-cache` so a rotated key is seen at once.
 */
export async function securityRoutes(app: FastifyInstance): Promise<void> {
  const keys = app.ctx.payloadKeys;
  const answer: PublicKey = { key_id: keys.keyId, public_key_pem: keys.publicKeyPem, algorithm: "RSA-OAEP-256" };
  const handler = async (_request: unknown, reply: FastifyReply) => {
    reply.header("Cache-Control", "no-cache");
    return ok(answer);
  };
  app.get("/api/security/publicKey", handler);
  app.post("/api/security/publicKey", handler);
}
