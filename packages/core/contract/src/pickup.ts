import { z } from "zod";
import { ZListOf } from "./envelope";

/**
 * Wire shapes of pick-up persons (取票人/提货人, /MySelfHandle; issue 3): who collects tickets or
 * goods at a pick-up point. Login required; bodies strict; another user's id answers code 0
 * "取件人不存在". At most 20 per user.
 * - /api/pickup/list    (none)             -> { list: ZPickupPerson[] } (default first, then newest)
 * - /api/pickup/save    ZPickupPersonSave  -> ZPickupPerson
 * - /api/pickup/delete  ZPickupPersonDelete -> { id }
 */

/** A pick-up person as answered to its owner; `phone` in full (the owner's own data). */
export const ZPickupPerson = z.object({ id: z.number().int(), name: z.string(), phone: z.string(), is_default: z.boolean() });
export type PickupPerson = z.infer<typeof ZPickupPerson>;

/** Save: `name` a Chinese name of 2-4 characters (spec section 5), `phone` an 11-digit mainland mobile or 8-digit Macau number. */
export const ZPickupPersonSave = z.strictObject({
  id: z
    .union([z.literal(""), z.coerce.number({ error: "取件人不存在" }).int().positive({ error: "取件人不存在" })])
    .optional()
    .transform((v) => (v === "" ? undefined : v)),
  name: z.string({ error: "请输入姓名" }).trim().min(1, { error: "请输入姓名" }),
  phone: z.string({ error: "请输入手机号" }).trim().min(1, { error: "请输入手机号" }),
  is_default: z
    .union([z.literal("1"), z.literal("0"), z.literal("true"), z.literal("false"), z.boolean()])
    .optional()
    .transform((v) => v === "1" || v === "true" || v === true),
});
export type PickupPersonSave = z.input<typeof ZPickupPersonSave>;

export const ZPickupPersonDelete = z.strictObject({ id: z.coerce.number({ error: "取件人不存在" }).int().positive({ error: "取件人不存在" }) });
export type PickupPersonDelete = z.input<typeof ZPickupPersonDelete>;

/** `data` of /api/pickup/list. */
export const ZPickupPersonList = ZListOf(ZPickupPerson);
