import type { FastifyInstance } from "fastify";
import { fail } from "../../plugins/envelope";
import { UPLOADS_PATH } from "../../providers/storage/local-disk";

/**
 * GET /res/uploads/<key>: objects of the local-disk storage (avatars), registered only when the API
 * serves its storage itself. The content type comes from the key's extension (the upload was
 * checked by its magic bytes), `X-Content-Type-Options: nosniff`, a CSP that allows nothing active,
 * and a year-long immutable cache (keys are random and never reused). Unknown keys: 404.
 */
export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  const storage = app.ctx.servedStorage;
  if (!storage) return;
  app.get<{ Params: { "*": string } }>(`${UPLOADS_PATH}/*`, async (request, reply) => {
    const object = await storage.get(request.params["*"]);
    if (!object) return reply.code(404).send(fail(0, "图片不存在"));
    return reply
      .header("Content-Type", object.contentType)
      .header("X-Content-Type-Options", "nosniff")
      .header("Content-Security-Policy", "default-src 'none'; sandbox")
      .header("Cross-Origin-Resource-Policy", "cross-origin")
      .header("Cache-Control", "public, max-age=31536000, immutable")
      .send(object.bytes);
  });
}
