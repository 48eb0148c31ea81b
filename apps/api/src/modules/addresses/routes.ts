import type { FastifyInstance } from "fastify";
import { addressDelete, addressList, addressSave, addressSetDefault } from "@wenlv/contract/endpoints/addresses";
import { route } from "../../plugins/endpoints";
import { ok } from "../../plugins/envelope";
import { deleteAddress, listAddresses, saveAddress, setDefaultAddress } from "./service";

/**
 * Delivery addresses of the logged-in user (issue 3, /MyAddress), registered from the endpoint
 * table (@wenlv/contract/endpoints/addresses): list, save, delete, setDefault. All need login
 * (HTTP 401 + 4005); bodies are strict (a field the endpoint does not own, e.g. user_id, province,
 * is_deleted, is refused with code 0).
 */
export async function addressRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  await route(app, addressList, async ({ session }) => ok(await listAddresses(ctx, session.userId)));
  await route(app, addressSave, async ({ input, session }) => ok(await saveAddress(ctx, session.userId, input), "保存成功"));
  await route(app, addressDelete, async ({ input, session }) => ok(await deleteAddress(ctx, session.userId, input), "删除成功"));
  await route(app, addressSetDefault, async ({ input, session }) => ok(await setDefaultAddress(ctx, session.userId, input), "设置成功"));
}
