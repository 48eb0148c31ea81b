import { randomBytes, randomInt } from "node:crypto";

const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;
/** Crockford base32: no I, L, O, U, so a code read aloud at a gate is not misread. */
const BASE32 = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

function stamp(now: Date): string {
  return new Date(now.getTime() + SHANGHAI_OFFSET_MS).toISOString().replace(/\D/g, "").slice(0, 14);
}

function digits(n: number): string {
  let s = "";
  for (let i = 0; i < n; i += 1) s += String(randomInt(10));
  return s;
}

/** An order number: "T" + Shanghai time yyyyMMddHHmmss + 10 random digits (25 chars, UNIQUE in the table). */
export function newOrderNo(now: Date): string {
  return `T${stamp(now)}${digits(10)}`;
}

/** A merchant trade number for one payment attempt: "P" + time + 10 random digits. */
export function newOutTradeNo(now: Date): string {
  return `P${stamp(now)}${digits(10)}`;
}

/** A refund number: "R" + time + 10 random digits. */
export function newRefundNo(now: Date): string {
  return `R${stamp(now)}${digits(10)}`;
}

/**
 * A voucher (QR) code: 125 bits from the CSPRNG as 25 Crockford base32 characters, so codes cannot
 * be guessed from one another (UNIQUE in the table).
 */
export function newVoucherCode(): string {
  const bytes = randomBytes(25);
  let out = "";
  for (const b of bytes) out += BASE32[b & 31];
  return out;
}
