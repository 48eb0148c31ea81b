import type { FastifyInstance } from "fastify";
import { ZTravellerDelete, ZTravellerListRequest, ZTravellerSave } from "@wenlv/contract/travellers";
import { currentSession, requireUser } from "../../plugins/auth";
import { ok } from "../../plugins/envelope";
import { input } from "../../plugins/input";
import { deleteTraveller, listTravellers, saveTraveller } from "./service";

/**
 * Real-name travellers of the logged-in user (issue 2): POST /api/traveller/list, /save, /delete.
 * All need login (HTTP 401 + 4005 otherwise). Shapes per @wenlv/contract/travellers.
 */
export async function travellerRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  app.addHook("preHandler", requireUser);

  app.post("/api/traveller/list", async (request) => {
    const q = input(ZTravellerListRequest, request);
    return ok(await listTravellers(ctx, currentSession(request).userId, q.page, q.page_size));
  });

  app.post("/api/traveller/save", async (request) => {
    const body = input(ZTravellerSave, request);
    return ok(await saveTraveller(ctx, currentSession(request).userId, body), "保存成功");
  });

  app.post("/api/traveller/delete", async (request) => {
    const { id } = input(ZTravellerDelete, request);
    return ok(await deleteTraveller(ctx, currentSession(request).userId, id), "删除成功");
  });
}
