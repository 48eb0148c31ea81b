import type { FastifyInstance } from "fastify";
import { pickupDelete, pickupList, pickupSave } from "@wenlv/contract/endpoints/pickup";
import { route } from "../../plugins/endpoints";
import { ok } from "../../plugins/envelope";
import { deletePickupPerson, listPickupPersons, savePickupPerson } from "./service";

/**
 * Pick-up persons of the logged-in user (issue 3, /MySelfHandle), registered from the endpoint
 * table (@wenlv/contract/endpoints/pickup): list, save, delete. All need login (HTTP 401 + 4005);
 * bodies strict (unknown fields refused, code 0).
 */
export async function pickupRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  await route(app, pickupList, async ({ session }) => ok(await listPickupPersons(ctx, session.userId)));
  await route(app, pickupSave, async ({ input, session }) => ok(await savePickupPerson(ctx, session.userId, input), "保存成功"));
  await route(app, pickupDelete, async ({ input, session }) => ok(await deletePickupPerson(ctx, session.userId, input), "删除成功"));
}
