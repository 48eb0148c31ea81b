import { z } from "zod";
import { ZListOf } from "./envelope";

/**
 * Wire shapes of delivery addresses (/MyAddress, /MyAddressHandle; issue 3). Login required.
 * - /api/address/list    (none)            -> { list: ZAddress[] } (default first, then newest; at most 20)
 * - /api/address/save    ZAddressSave      -> ZAddress (create without id, update own with id)
 * - /api/address/delete  ZAddressDelete    -> { id }
 * - /api/address/setDefault ZAddressDelete -> ZAddress
 * Another user's id answers code 0 "地址不存在". Bodies are strict (unknown fields refused, code 0).
 * Province, city and district names are derived by the API from `district_code` with
 * @wenlv/divisions, never taken from the client.
 */

export const ZPhoneRegion = z.enum(["mainland", "hongkong", "macau", "taiwan"], { error: "请选择手机号地区" });
export type PhoneRegion = z.infer<typeof ZPhoneRegion>;

/** An address as answered to its owner (the phone in full: it is the owner's own delivery data). */
export const ZAddress = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  phone_region: ZPhoneRegion,
  province_code: z.string(),
  province: z.string(),
  city_code: z.string(),
  city: z.string(),
  district_code: z.string(),
  district: z.string(),
  detail: z.string(),
  is_default: z.boolean(),
});
export type Address = z.infer<typeof ZAddress>;

const ZId = (msg: string) => z.coerce.number({ error: msg }).int({ error: msg }).positive({ error: msg });
const ZFlag = z
  .union([z.literal("1"), z.literal("0"), z.literal("true"), z.literal("false"), z.boolean()])
  .optional()
  .transform((v) => v === "1" || v === "true" || v === true);

/**
 * Save an address. `name`: 2-20 characters; `phone`: 11-digit mainland mobile or 8-digit Macau
 * number per `phone_region` (spec section 5); `district_code`: a district of @wenlv/divisions;
 * `detail`: 5-100 characters.
 */
export const ZAddressSave = z.strictObject({
  id: z
    .union([z.literal(""), ZId("地址不存在")])
    .optional()
    .transform((v) => (v === "" ? undefined : v)),
  name: z.string({ error: "请输入收货人" }).trim().min(2, { error: "收货人至少2个字" }).max(20, { error: "收货人最多20个字" }),
  phone: z.string({ error: "请输入手机号" }).trim().min(1, { error: "请输入手机号" }),
  phone_region: ZPhoneRegion.default("mainland"),
  district_code: z.string({ error: "请选择所在地区" }).trim().min(1, { error: "请选择所在地区" }),
  detail: z.string({ error: "请输入详细地址" }).trim().min(5, { error: "详细地址至少5个字" }).max(100, { error: "详细地址最多100个字" }),
  is_default: ZFlag,
});
export type AddressSave = z.input<typeof ZAddressSave>;

export const ZAddressDelete = z.strictObject({ id: ZId("地址不存在") });
export type AddressDelete = z.input<typeof ZAddressDelete>;

/** `data` of /api/address/list. */
export const ZAddressList = ZListOf(ZAddress);
