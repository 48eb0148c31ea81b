import { ZOrderCreateData, type OrderCreateData } from "@wenlv/contract/orders";
import { hmacHex, safeEqual } from "../../lib/crypto";
import { refused, userError } from "../../plugins/envelope";
import { zodMessage } from "../../plugins/errors";

/**
 * Checks the order signature (spec section 7): `signature` must be the hex HMAC-SHA256 of the exact
 * `data` string keyed with the UTF-8 bytes of the session's signing key (as @wenlv/api-client
 * signOrderData does with WebCrypto), compared in constant time. Then parses `data` as
 * JSON and with ZOrderCreateData. Errors: 4006 "签名校验失败" (forged or altered), code 0 with the
 * schema's message (malformed data).
 */
export function verifySignedData(data: string, signature: string, signingKey: string): OrderCreateData {
  if (!safeEqual(hmacHex(signingKey, data), signature.toLowerCase())) throw refused("签名校验失败，请重新下单");
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    throw userError("订单数据格式错误");
  }
  const parsed = ZOrderCreateData.safeParse(json);
  if (!parsed.success) throw userError(zodMessage(parsed.error.issues));
  return parsed.data;
}

/**
 * The product fields of a create request in canonical form: a retry with the same idempotency key
 * must ask for the same thing (travellers compared as a set; a hotel stay by room type, days, rooms
 * and guests; a travel line by departure day and, SKU by SKU in id order, its set of travellers; a
 * performance or film by session and set of seats, a performance's zone, count and travellers;
 * ticket-cart lines as a set, each with its set of travellers).
 */
export function requestFingerprint(data: OrderCreateData): string {
  if (data.type === "hotel") return JSON.stringify([data.type, data.product_id, data.sku_id, data.check_in, data.check_out, data.rooms, data.guests]);
  if (data.type === "line") {
    const skus = data.skus.map((s) => [s.sku_id, [...s.traveller_ids].sort((a, b) => a - b)] as const).sort((a, b) => a[0] - b[0]);
    return JSON.stringify([data.type, data.product_id, data.day, skus]);
  }
  // A film's seats are compared as a set; a performance's seats and travellers in their order (the i-th traveller holds the i-th seat).
  if (data.type === "movie") return JSON.stringify([data.type, data.product_id, data.day, data.slot, [...data.seats].sort()]);
  if (data.type === "performance") return JSON.stringify([data.type, data.product_id, data.day, data.slot, data.seats, data.sku_id ?? null, data.quantity ?? null, data.traveller_ids]);
  if (data.type === "ticket_cart") {
    const lines = data.lines.map((l) => JSON.stringify(ticketFields(l))).sort();
    return JSON.stringify([data.type, lines]);
  }
  return JSON.stringify([data.type, ...ticketFields(data)]);
}

/** The product fields of one ticket line, travellers as a sorted set. */
function ticketFields(l: { product_id: number; sku_id: number; day: string; slot: string; quantity: number; traveller_ids: number[] }) {
  return [l.product_id, l.sku_id, l.day, l.slot, l.quantity, [...l.traveller_ids].sort((a, b) => a - b)];
}
