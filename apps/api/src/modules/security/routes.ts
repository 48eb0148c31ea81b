import type { FastifyInstance } from "fastify";
import { publicKey } from "@wenlv/contract/endpoints/profile";
import { route } from "../../plugins/endpoints";
import { ok } from "../../plugins/envelope";
import { publicKeyAnswer } from "./public-key";

/**
 * /api/security/publicKey from the endpoint table (@wenlv/contract/endpoints/profile): the payload
 * sealing key (ZPublicKey). No login needed: the key is public. A "live" cacheable read: GET answers
 * with an ETag and `Cache-Control: no-cache` (revalidated on every use, so a rotated key is seen at
 * once), POST for older callers.
 */
export async function securityRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  await route(app, publicKey, async () => ok(publicKeyAnswer(ctx)));
}
