import { randomUUID } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ensureInventory } from "../../db/seed";
import { inventory, products, skus } from "../../db/schema/index";
import { addDays, shanghaiDay } from "../../lib/time";
import { hmacHex } from "../../lib/crypto";
import { postForm, type TestApp, type TestLogin } from "../../test-utils";

/** Test-only helpers for the order and payment suites (not used by the server). */

/** A real-name ticket SKU with a price, from the seeded catalogue. */
export type TicketFixture = { productId: number; skuId: number; priceFen: number; slot: string; day: string };

/** What the fixtures read from a test app; the cluster test (apps/api/cluster) hands its own database and the real clock. */
export type FixtureScope = { db: Db; clock: { now: () => Date } };

/** The first real-name ticket product with a paid SKU; `day` is tomorrow (Shanghai) so no slot is over. */
export async function pickTicket(t: FixtureScope): Promise<TicketFixture> {
  const rows = await t.db
    .select({ productId: products.id, skuId: skus.id, priceFen: skus.priceFen, rules: products.rules })
    .from(skus)
    .innerJoin(products, eq(skus.productId, products.id))
    .where(and(eq(products.type, "ticket"), eq(products.realName, true), eq(skus.onSale, true), gt(skus.priceFen, 0)))
    .orderBy(products.id, skus.id)
    .limit(1);
  const row = rows[0];
  if (!row) throw new Error("seed has no paid real-name ticket");
  const slots = (row.rules as { slots?: string[] }).slots ?? [];
  return { productId: row.productId, skuId: row.skuId, priceFen: row.priceFen, slot: slots[0] ?? "全天", day: addDays(shanghaiDay(t.clock.now()), 1) };
}

/** Sets the capacity of the ticket's inventory row (created if missing); answers the row id. */
export async function setCapacity(db: Db, ticket: TicketFixture, capacity: number): Promise<number> {
  const rows = await ensureInventory(db, ticket.productId, ticket.day);
  const row = rows.find((r) => r.slot === ticket.slot);
  if (!row) throw new Error("no inventory row for the fixture slot");
  await db.update(inventory).set({ capacity }).where(eq(inventory.id, row.id));
  return row.id;
}

/** Sold places of the ticket's inventory row. */
export async function soldOf(db: Db, ticket: TicketFixture): Promise<number> {
  const rows = await ensureInventory(db, ticket.productId, ticket.day);
  return rows.find((r) => r.slot === ticket.slot)?.sold ?? -1;
}

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = "10X98765432";

/** A valid mainland ID number (GB 11643 check digit) born 1990-01-01 in Suzhou, sequence `seq`. */
export function idCardNumber(seq: number): string {
  const body = `32050819900101${String(seq % 1000).padStart(3, "0")}`;
  const sum = [...body].reduce((acc, d, i) => acc + Number(d) * (WEIGHTS[i] ?? 0), 0);
  return `${body}${CHECK[sum % 11]}`;
}

const NAMES = ["张伟", "王芳", "李娜", "刘洋", "陈静", "杨磊", "赵敏", "黄强", "周杰", "吴霞"];

/** Saves `count` travellers for the login through /api/traveller/save (agreeing to the ID-number consent); answers their ids. */
export async function addTravellers(t: TestApp, login: TestLogin, count: number, seqStart = 1): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const res = await postForm<{ id: number }>(t.app, "/api/traveller/save", { name: NAMES[(seqStart + i) % NAMES.length], id_type: "ID_CARD", id_number: idCardNumber(seqStart + i), agree_id_consent: "1" }, login.token);
    if (res.body.code !== 1) throw new Error(`traveller save failed: ${res.body.msg}`);
    ids.push(res.body.data.id);
  }
  return ids;
}

/** The `data` object of a ticket order create, with a fresh nonce and idempotency key. */
export function orderData(t: Pick<FixtureScope, "clock">, ticket: TicketFixture, travellerIds: number[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: "ticket",
    product_id: ticket.productId,
    sku_id: ticket.skuId,
    day: ticket.day,
    slot: ticket.slot,
    quantity: travellerIds.length,
    traveller_ids: travellerIds,
    contact_name: "张伟",
    contact_phone: "13800138000",
    channel: "",
    source_port: "h5",
    source_scene: "test",
    timestamp: t.clock.now().getTime(),
    nonce: randomUUID(),
    idempotency_key: randomUUID(),
    ...extra,
  };
}

/** Signs `data` as the app does (hex HMAC-SHA256 keyed with the signing key's UTF-8 bytes). */
export function sign(data: string, signingKey: string): string {
  return hmacHex(signingKey, data);
}

/** POSTs a signed /api/order/create; `data` may be an object (stringified here) or the exact string. */
export async function postCreate(t: TestApp, login: TestLogin, data: Record<string, unknown> | string, signature?: string) {
  const text = typeof data === "string" ? data : JSON.stringify(data);
  return postForm<{ order_no: string; order_id: number; amount_fen: number; expires_at: string }>(
    t.app,
    "/api/order/create",
    { data: text, signature: signature ?? sign(text, login.signing_key), partner_code: "default" },
    login.token,
  );
}

/** Creates an order for `count` new travellers of `login`; answers its order_no. */
export async function createOrderFor(t: TestApp, login: TestLogin, ticket: TicketFixture, count: number, seqStart = 1): Promise<string> {
  const ids = await addTravellers(t, login, count, seqStart);
  const res = await postCreate(t, login, orderData(t, ticket, ids));
  if (res.body.code !== 1) throw new Error(`create failed: ${res.body.msg}`);
  return res.body.data.order_no;
}

/**
 * Pays an order the way a browser does in the sandbox: /api/pay/create, GET the cashier page, then
 * POST its form with action=confirm (the gateway sends the signed notify). Answers the confirm reply.
 */
export async function payViaSandbox(t: TestApp, login: TestLogin, orderNo: string) {
  const created = await postForm<{ pay_url: string; out_trade_no: string }>(t.app, "/api/pay/create", { order_no: orderNo }, login.token);
  if (created.body.code !== 1) throw new Error(`pay create failed: ${created.body.msg}`);
  const page = await t.app.inject({ method: "GET", url: created.body.data.pay_url });
  const form = new URLSearchParams(new URL(created.body.data.pay_url, "http://x").search);
  form.set("action", "confirm");
  const confirm = await t.app.inject({
    method: "POST",
    url: "/pay/sandbox/confirm",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: form.toString(),
  });
  return { outTradeNo: created.body.data.out_trade_no, payUrl: created.body.data.pay_url, page, confirm };
}
