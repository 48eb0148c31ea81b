import type { FastifyInstance } from "fastify";
import { ZPickupPersonDelete, ZPickupPersonSave } from "@wenlv/contract/pickup";
import { currentSession, requireUser } from "../../plugins/auth";
import { ok } from "../../plugins/envelope";
import { writeInput } from "../../plugins/input";
import { deletePickupPerson, listPickupPersons, savePickupPerson } from "./service";

/**
 * Pick-up persons of the logged-in user (issue 3, /MySelfHandle): POST /api/pickup/list, /save,
 * /delete. All need login (HTTP 401 + 4005); bodies strict (unknown fields refused, code 0).
 * Shapes per @wenlv/contract/pickup.
 */
export async function pickupRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const guarded = { preHandler: requireUser };

  app.post("/api/pickup/list", guarded, async (request) => ok({ list: await listPickupPersons(ctx.db, currentSession(request).userId) }));

  app.post("/api/pickup/save", guarded, async (request) => {
    const body = writeInput(ZPickupPersonSave, request);
    return ok(await savePickupPerson(ctx, currentSession(request).userId, body), "保存成功");
  });

  app.post("/api/pickup/delete", guarded, async (request) => {
    const { id } = writeInput(ZPickupPersonDelete, request);
    return ok(await deletePickupPerson(ctx, currentSession(request).userId, id), "删除成功");
  });
}
