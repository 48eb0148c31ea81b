import { and, count, desc, eq } from "drizzle-orm";
import type { EndpointParsed, EndpointResult } from "@wenlv/contract/endpoint";
import type { pickupDelete, pickupList, pickupSave } from "@wenlv/contract/endpoints/pickup";
import type { PickupPerson } from "@wenlv/contract/pickup";
import { isChineseName, isMacauPhone, isMainlandMobile, normaliseNameDots } from "@wenlv/validation";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { pickupPersons } from "../../db/schema/index";
import { refused, userError } from "../../plugins/envelope";
import { ensureDefault, lockUserRows, moveDefault } from "../addresses/default-row";

/** Most pick-up persons one user may keep (issue 3). */
export const MAX_PICKUP_PERSONS = 20;

type PickupRow = typeof pickupPersons.$inferSelect;

/** The fields of a save after the contract parse (ZPickupPersonSave output). */
export type PickupSaveInput = EndpointParsed<typeof pickupSave>;

/** Wire form (ZPickupPerson): the phone in full, it is the owner's own data. */
export function toPickupPerson(row: PickupRow): PickupPerson {
  return { id: row.id, name: row.name, phone: row.phone, is_default: row.isDefault };
}

/** POST /api/pickup/list: the user's pick-up persons, the default first, then newest first. */
export async function listPickupPersons({ db }: Pick<AppContext, "db">, userId: number): Promise<EndpointResult<typeof pickupList>> {
  const rows = await db
    .select()
    .from(pickupPersons)
    .where(eq(pickupPersons.userId, userId))
    .orderBy(desc(pickupPersons.isDefault), desc(pickupPersons.createdAt), desc(pickupPersons.id));
  return { list: rows.map(toPickupPerson) };
}

/**
 * POST /api/pickup/save: creates (no id) or updates (own id) a pick-up person in one transaction serialised per user.
 * `name`: a Chinese name of 2-4 characters (spec section 5; dotted minority names accepted, see
 * @wenlv/validation isChineseName); `phone`: a mainland mobile or a Macau mobile. At most
 * {@link MAX_PICKUP_PERSONS} (4006). The first one is the default; `is_default` moves it here; an
 * update never leaves the user without a default. Another user's id -> code 0 "取件人不存在".
 */
export async function savePickupPerson(ctx: AppContext, userId: number, body: PickupSaveInput): Promise<PickupPerson> {
  const name = normaliseNameDots(body.name);
  if (!isChineseName(name)) throw userError("请输入2-4个汉字的姓名");
  if (!isMainlandMobile(body.phone) && !isMacauPhone(body.phone)) throw userError("请输入正确的手机号码");
  const fields = { name, phone: body.phone };

  return ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await lockUserRows(tx, "pickup_persons", userId);
    let id: number;
    if (body.id !== undefined) {
      const [updated] = await tx
        .update(pickupPersons)
        .set(fields)
        .where(and(eq(pickupPersons.id, body.id), eq(pickupPersons.userId, userId)))
        .returning({ id: pickupPersons.id });
      if (!updated) throw userError("取件人不存在");
      id = updated.id;
    } else {
      const [n] = await tx.select({ n: count() }).from(pickupPersons).where(eq(pickupPersons.userId, userId));
      if (Number(n?.n ?? 0) >= MAX_PICKUP_PERSONS) throw refused(`最多可添加${MAX_PICKUP_PERSONS}位取件人`);
      const [created] = await tx.insert(pickupPersons).values({ userId, ...fields, createdAt: ctx.now() }).returning({ id: pickupPersons.id });
      if (!created) throw new Error("pickup person insert returned nothing");
      id = created.id;
    }
    if (body.is_default) await moveDefault(tx, pickupPersons, userId, id);
    else await ensureDefault(tx, pickupPersons, userId);
    const [row] = await tx.select().from(pickupPersons).where(eq(pickupPersons.id, id)).limit(1);
    if (!row) throw userError("取件人不存在");
    return toPickupPerson(row);
  });
}

/** Deletes one of the user's pick-up persons; when it was the default, the newest remaining one becomes it. */
export async function deletePickupPerson(ctx: AppContext, userId: number, { id }: EndpointParsed<typeof pickupDelete>): Promise<EndpointResult<typeof pickupDelete>> {
  return ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await lockUserRows(tx, "pickup_persons", userId);
    const [gone] = await tx
      .delete(pickupPersons)
      .where(and(eq(pickupPersons.id, id), eq(pickupPersons.userId, userId)))
      .returning({ id: pickupPersons.id });
    if (!gone) throw userError("取件人不存在");
    await ensureDefault(tx, pickupPersons, userId);
    return { id: gone.id };
  });
}
