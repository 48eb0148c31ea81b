import type { FastifyInstance } from "fastify";
import { ZAddressDelete, ZAddressSave } from "@wenlv/contract/addresses";
import { currentSession, requireUser } from "../../plugins/auth";
import { ok } from "../../plugins/envelope";
import { writeInput } from "../../plugins/input";
import { deleteAddress, listAddresses, saveAddress, setDefaultAddress } from "./service";

/**
 * Delivery addresses of the logged-in user (issue 3, /MyAddress): POST /api/address/list, /save,
 * /delete, /setDefault. All need login (HTTP 401 + 4005). Bodies are strict (writeInput): a field
 * the endpoint does not own (user_id, province, is_deleted ...) is refused with code 0.
 * Shapes per @wenlv/contract/addresses.
 */
export async function addressRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const guarded = { preHandler: requireUser };

  app.post("/api/address/list", guarded, async (request) => ok({ list: await listAddresses(ctx.db, currentSession(request).userId) }));

  app.post("/api/address/save", guarded, async (request) => {
    const body = writeInput(ZAddressSave, request);
    return ok(await saveAddress(ctx, currentSession(request).userId, body), "保存成功");
  });

  app.post("/api/address/delete", guarded, async (request) => {
    const { id } = writeInput(ZAddressDelete, request);
    return ok(await deleteAddress(ctx, currentSession(request).userId, id), "删除成功");
  });

  app.post("/api/address/setDefault", guarded, async (request) => {
    const { id } = writeInput(ZAddressDelete, request);
    return ok(await setDefaultAddress(ctx, currentSession(request).userId, id), "设置成功");
  });
}
