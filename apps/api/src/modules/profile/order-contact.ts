import { eq } from "drizzle-orm";
import type { OrderContact } from "@wenlv/contract/profile";
import type { AppContext } from "../../context";
import { users } from "../../db/schema/index";
import { decryptField } from "../../lib/crypto";

/**
 * POST /api/uservice/user/orderContact (issue 9: the contact of an order form is prefilled from the
 * account; docs/decisions/024): the account's full phone ("" when none) and its verified real name
 * (decrypted with DATA_KEY; "" when not verified). Only the session's own account is read, so this
 * tells a caller nothing it could not see on its own profile with the unmasked number it logged in with.
 */
export async function orderContactOf(ctx: Pick<AppContext, "db" | "config">, userId: number): Promise<OrderContact> {
  const [user] = await ctx.db
    .select({ phone: users.phone, nameEnc: users.realNameEnc, verifiedAt: users.realNameVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  const name = user?.nameEnc && user.verifiedAt ? decryptField(ctx.config.dataKey, user.nameEnc) : "";
  return { name, phone: user?.phone ?? "" };
}
