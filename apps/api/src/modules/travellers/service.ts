import { and, count, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { IdType } from "@wenlv/contract/id-types";
import type { EndpointParsed, EndpointResult } from "@wenlv/contract/endpoint";
import type { travellerDelete, travellerList, travellerSave } from "@wenlv/contract/endpoints/travellers";
import type { Traveller } from "@wenlv/contract/travellers";
import { maskIdNumber, maskPhone, ZTravellerInput } from "@wenlv/validation";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { travellers } from "../../db/schema/index";
import { decryptField, encryptField, hmacHex } from "../../lib/crypto";
import { refused, userError } from "../../plugins/envelope";
import { requireTravellerConsent } from "../privacy/consents";

/** Most travellers one user may keep (one list page). */
export const MAX_TRAVELLERS = 50;

type TravellerRow = typeof travellers.$inferSelect;

/** Blind index of a document: HMAC(DATA_KEY, type:number), equal for equal documents, reveals nothing. */
function blindIndex(ctx: AppContext, idType: IdType, idNumber: string): string {
  return hmacHex(ctx.config.dataKey, `traveller:${idType}:${idNumber}`);
}

/** Wire form: masked document number and phone only. */
export function toTraveller(row: TravellerRow): Traveller {
  return {
    id: row.id,
    name: row.name,
    id_type: row.idType as IdType,
    id_number_masked: row.idNumberMasked,
    phone_masked: row.phone ? maskPhone(row.phone) : "",
  };
}

const live = (userId: number) => and(eq(travellers.userId, userId), isNull(travellers.deletedAt));

/** POST /api/traveller/list: the user's travellers, newest first, page by page. */
export async function listTravellers(
  ctx: Pick<AppContext, "db">,
  userId: number,
  { page, page_size: pageSize }: EndpointParsed<typeof travellerList>,
): Promise<EndpointResult<typeof travellerList>> {
  const [rows, [total]] = await Promise.all([
    ctx.db.select().from(travellers).where(live(userId)).orderBy(desc(travellers.id)).limit(pageSize).offset((page - 1) * pageSize),
    ctx.db.select({ n: count() }).from(travellers).where(live(userId)),
  ]);
  return { list: rows.map(toTraveller), total: Number(total?.n ?? 0), page, page_size: pageSize };
}

/**
 * POST /api/traveller/save: creates (no id) or replaces (id) one of the user's travellers. Checks the name for the document
 * type, the document number (validateDocument: GB 11643 check digit and birth date for ID cards,
 * format per type for the others) and the phone, all with Chinese messages (code 0). The number is
 * stored AES-256-GCM encrypted with a blind index; the same document twice for one user is refused.
 * Another user's id, or a deleted one -> code 0 "联系人不存在" and nothing changes.
 * Consent (PIPL art. 29, issue 3): unless the user's "id_number" and "travellers" consents are both
 * granted, `agree_id_consent` must be set (the consents are then recorded in the same transaction),
 * else code 0 "请先同意身份信息处理规则" and nothing is saved. A withdrawn consent keeps the saved
 * travellers but blocks new saves until it is granted again.
 */
export async function saveTraveller(ctx: AppContext, userId: number, body: EndpointParsed<typeof travellerSave>): Promise<Traveller> {
  const t = ZTravellerInput.parse({ name: body.name, id_type: body.id_type, id_number: body.id_number, phone: body.phone });
  const index = blindIndex(ctx, t.id_type, t.id_number);
  const fields = {
    name: t.name,
    idType: t.id_type,
    idNumberEnc: encryptField(ctx.config.dataKey, t.id_number),
    idNumberIndex: index,
    idNumberMasked: maskIdNumber(t.id_type, t.id_number),
    phone: t.phone ?? "",
  };
  return ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    // Serialises saves of one user so the duplicate and count checks hold under concurrency.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7301, ${userId}::int)`);
    await requireTravellerConsent(tx, userId, body.agree_id_consent !== undefined, ctx.now());
    const dupConds = [live(userId), eq(travellers.idNumberIndex, index)];
    if (body.id !== undefined) dupConds.push(ne(travellers.id, body.id));
    const [dup] = await tx.select({ id: travellers.id }).from(travellers).where(and(...dupConds)).limit(1);
    if (dup) throw userError("该证件已添加为联系人");

    if (body.id !== undefined) {
      const [updated] = await tx.update(travellers).set(fields).where(and(eq(travellers.id, body.id), live(userId))).returning();
      if (!updated) throw userError("联系人不存在");
      return toTraveller(updated);
    }
    const [n] = await tx.select({ n: count() }).from(travellers).where(live(userId));
    if (Number(n?.n ?? 0) >= MAX_TRAVELLERS) throw refused(`最多可添加${MAX_TRAVELLERS}位联系人`);
    const [created] = await tx.insert(travellers).values({ userId, ...fields, createdAt: ctx.now() }).returning();
    if (!created) throw new Error("traveller insert returned nothing");
    return toTraveller(created);
  });
}

/**
 * Deletes one of the user's travellers: the row is kept for order history (name and masked number)
 * but the encrypted number and its index are wiped. Not the user's -> code 0 "联系人不存在".
 */
export async function deleteTraveller(ctx: AppContext, userId: number, { id }: EndpointParsed<typeof travellerDelete>): Promise<EndpointResult<typeof travellerDelete>> {
  const [row] = await ctx.db
    .update(travellers)
    .set({ deletedAt: ctx.now(), idNumberEnc: "", idNumberIndex: `deleted:${id}` })
    .where(and(eq(travellers.id, id), live(userId)))
    .returning({ id: travellers.id });
  if (!row) throw userError("联系人不存在");
  return { id: row.id };
}

/** A traveller with the document number in clear, for issuing real-name tickets (orders module). */
export type TravellerRecord = { id: number; name: string; idType: IdType; idNumber: string; idNumberMasked: string; phone: string };

/**
 * The user's live travellers among `ids` with decrypted document numbers (order creation).
 * Ids that are not the user's, or deleted, are simply absent: compare lengths to refuse.
 */
export async function findUserTravellers(ctx: Pick<AppContext, "db" | "config">, userId: number, ids: readonly number[]): Promise<TravellerRecord[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.db.select().from(travellers).where(and(live(userId), inArray(travellers.id, [...ids])));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    idType: r.idType as IdType,
    idNumber: decryptField(ctx.config.dataKey, r.idNumberEnc),
    idNumberMasked: r.idNumberMasked,
    phone: r.phone,
  }));
}
