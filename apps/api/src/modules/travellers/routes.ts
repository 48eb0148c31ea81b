import type { FastifyInstance } from "fastify";
import { travellerDelete, travellerList, travellerSave } from "@wenlv/contract/endpoints/travellers";
import { route } from "../../plugins/endpoints";
import { ok } from "../../plugins/envelope";
import { deleteTraveller, listTravellers, saveTraveller } from "./service";

/**
 * Real-name travellers of the logged-in user (issue 2), registered from the endpoint table
 * (@wenlv/contract/endpoints/travellers): list, save, delete. All need login (HTTP 401 + 4005).
 * Save and delete bodies are strict in the contract (a field the endpoint does not own, e.g.
 * user_id, is refused with code 0: mass-assignment guard, issue 3). Save needs the ID-number
 * consent (see saveTraveller).
 */
export async function travellerRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  await route(app, travellerList, async ({ input, session }) => ok(await listTravellers(ctx, session.userId, input)));
  await route(app, travellerSave, async ({ input, session }) => ok(await saveTraveller(ctx, session.userId, input), "保存成功"));
  await route(app, travellerDelete, async ({ input, session }) => ok(await deleteTraveller(ctx, session.userId, input), "删除成功"));
}
