import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ZTravellerDelete, ZTravellerListRequest, ZTravellerSave } from "@wenlv/contract/travellers";
import { currentSession, requireUser } from "../../plugins/auth";
import { ok } from "../../plugins/envelope";
import { input, writeInput } from "../../plugins/input";
import { deleteTraveller, listTravellers, saveTraveller } from "./service";

// The contract's traveller schemas are plain objects; writes here refuse fields they do not own.
const ZSaveStrict = z.strictObject(ZTravellerSave.shape);
const ZDeleteStrict = z.strictObject(ZTravellerDelete.shape);

/**
 * Real-name travellers of the logged-in user (issue 2): POST /api/traveller/list, /save, /delete.
 * All need login (HTTP 401 + 4005 otherwise). Shapes per @wenlv/contract/travellers; save and
 * delete bodies are strict here (a field the endpoint does not own, e.g. user_id, is refused with
 * code 0: mass-assignment guard, issue 3). Save needs the ID-number consent (see saveTraveller).
 */
export async function travellerRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  app.addHook("preHandler", requireUser);

  app.post("/api/traveller/list", async (request) => {
    const q = input(ZTravellerListRequest, request);
    return ok(await listTravellers(ctx, currentSession(request).userId, q.page, q.page_size));
  });

  app.post("/api/traveller/save", async (request) => {
    const body = writeInput(ZSaveStrict, request);
    return ok(await saveTraveller(ctx, currentSession(request).userId, body), "保存成功");
  });

  app.post("/api/traveller/delete", async (request) => {
    const { id } = writeInput(ZDeleteStrict, request);
    return ok(await deleteTraveller(ctx, currentSession(request).userId, id), "删除成功");
  });
}
