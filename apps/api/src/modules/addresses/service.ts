import { and, count, desc, eq } from "drizzle-orm";
import type { Address, PhoneRegion } from "@wenlv/contract/addresses";
import type { EndpointParsed, EndpointResult } from "@wenlv/contract/endpoint";
import type { addressDelete, addressList, addressSave, addressSetDefault } from "@wenlv/contract/endpoints/addresses";
import { resolveDistrict } from "@wenlv/divisions";
import { DIVISIONS } from "@wenlv/divisions/data";
import { isRegionPhone } from "@wenlv/validation";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { addresses } from "../../db/schema/index";
import { refused, userError } from "../../plugins/envelope";
import { ensureDefault, lockUserRows, moveDefault } from "./default-row";

/** Most delivery addresses one user may keep (issue 3). */
export const MAX_ADDRESSES = 20;

type AddressRow = typeof addresses.$inferSelect;

/** The fields of a save after the contract parse (ZAddressSave output). */
export type AddressSaveInput = EndpointParsed<typeof addressSave>;

/**
 * Wire form of an address (ZAddress). Province, city and district names come from the stored
 * district code through @wenlv/divisions, never from what a client sent; a code the data no longer
 * knows answers empty names.
 */
export function toAddress(row: AddressRow): Address {
  const r = resolveDistrict(DIVISIONS, row.districtCode);
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    phone_region: PHONE_REGIONS.includes(row.phoneRegion as PhoneRegion) ? (row.phoneRegion as PhoneRegion) : "mainland",
    province_code: r?.provinceCode ?? "",
    province: r?.province ?? "",
    city_code: r?.cityCode ?? "",
    city: r?.city ?? "",
    district_code: row.districtCode,
    district: r?.district ?? "",
    detail: row.detail,
    is_default: row.isDefault,
  };
}

/** POST /api/address/list: the user's addresses, the default first, then newest first (at most {@link MAX_ADDRESSES}). */
export async function listAddresses({ db }: Pick<AppContext, "db">, userId: number): Promise<EndpointResult<typeof addressList>> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
  return { list: rows.map(toAddress) };
}

const PHONE_REGIONS: readonly PhoneRegion[] = ["mainland", "hongkong", "macau", "taiwan"];

/** The refusal of a phone that is not a mobile of its region. */
const REGION_PHONE_ERRORS: Record<PhoneRegion, string> = {
  mainland: "请输入正确的手机号码",
  hongkong: "请输入正确的香港手机号码",
  macau: "请输入正确的澳门手机号码",
  taiwan: "请输入正确的台湾手机号码",
};

/**
 * Checks a phone against its region (spec section 5, issue 9): mainland 11-digit mobile (13-19
 * prefixes), Hong Kong 8 digits from 4-9, Macau 8 digits from 6, Taiwan 09 + 8 digits (validation
 * isRegionPhone). Throws code 0 with a Chinese message otherwise.
 */
export function checkRegionPhone(phone: string, region: PhoneRegion): void {
  if (!isRegionPhone(phone, region)) throw userError(REGION_PHONE_ERRORS[region]);
}

/**
 * POST /api/address/save: creates (no id) or updates (own id) an address, in one transaction serialised per user.
 * Rules: the phone matches its region; `district_code` is a district of @wenlv/divisions (else
 * code 0 "请选择所在地区"); at most {@link MAX_ADDRESSES} per user (4006); the first address is
 * the default, `is_default` moves the default here, and an update never leaves the user without a
 * default (unticking it on the default address keeps it: pick another default instead).
 * Another user's id -> code 0 "地址不存在", nothing changes.
 */
export async function saveAddress(ctx: AppContext, userId: number, body: AddressSaveInput): Promise<Address> {
  checkRegionPhone(body.phone, body.phone_region);
  if (!resolveDistrict(DIVISIONS, body.district_code)) throw userError("请选择所在地区");
  const now = ctx.now();
  const fields = { name: body.name, phone: body.phone, phoneRegion: body.phone_region, districtCode: body.district_code, detail: body.detail, updatedAt: now };

  return ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await lockUserRows(tx, "addresses", userId);
    let id: number;
    if (body.id !== undefined) {
      const [updated] = await tx.update(addresses).set(fields).where(and(eq(addresses.id, body.id), eq(addresses.userId, userId))).returning({ id: addresses.id });
      if (!updated) throw userError("地址不存在");
      id = updated.id;
    } else {
      const [n] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
      if (Number(n?.n ?? 0) >= MAX_ADDRESSES) throw refused(`最多可添加${MAX_ADDRESSES}个地址`);
      const [created] = await tx.insert(addresses).values({ userId, ...fields, createdAt: now }).returning({ id: addresses.id });
      if (!created) throw new Error("address insert returned nothing");
      id = created.id;
    }
    if (body.is_default) await moveDefault(tx, addresses, userId, id);
    else await ensureDefault(tx, addresses, userId);
    return loadOwn(tx, userId, id);
  });
}

/** Deletes one of the user's addresses; when it was the default, the newest remaining one becomes it. */
export async function deleteAddress(ctx: AppContext, userId: number, { id }: EndpointParsed<typeof addressDelete>): Promise<EndpointResult<typeof addressDelete>> {
  return ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await lockUserRows(tx, "addresses", userId);
    const [gone] = await tx.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId))).returning({ id: addresses.id });
    if (!gone) throw userError("地址不存在");
    await ensureDefault(tx, addresses, userId);
    return { id: gone.id };
  });
}

/** Makes one of the user's addresses the default (the previous default loses the flag). */
export async function setDefaultAddress(ctx: AppContext, userId: number, { id }: EndpointParsed<typeof addressSetDefault>): Promise<Address> {
  return ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await lockUserRows(tx, "addresses", userId);
    await loadOwn(tx, userId, id);
    await moveDefault(tx, addresses, userId, id);
    return loadOwn(tx, userId, id);
  });
}

async function loadOwn(db: Db, userId: number, id: number): Promise<Address> {
  const [row] = await db.select().from(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId))).limit(1);
  if (!row) throw userError("地址不存在");
  return toAddress(row);
}
