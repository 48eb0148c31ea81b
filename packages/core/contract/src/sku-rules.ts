import { z } from "zod";

/*
 * Rules before paying (issue 9, docs/decisions/022): what each ticket SKU tells the buyer before
 * paying, and what the refund endpoint enforces. Kept on the SKU (`skus.rules`) and snapshotted
 * into the order item at create, so a later edit does not change a sold ticket's terms.
 */

/**
 * Refund policy of a SKU:
 * - `anytime` (随时退): free refund of unused tickets until the visit day has passed;
 * - `before` (限时退): free refund until `hours` hours before the visit starts: the start of the
 *   booked slot ("09:00-11:00" -> 09:00 Asia/Shanghai of the visit day), or 00:00 of the visit day
 *   for a 全天 slot; later refunds are refused;
 * - `partial` (退票收费): refund until the visit day has passed, keeping `fee_percent` % of each
 *   ticket's price as a fee (fee per ticket = floor(price_fen x fee_percent / 100), in the buyer's favour);
 * - `none` (不可退): no refund once paid.
 */
export const ZRefundPolicy = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("anytime") }),
  z.object({ kind: z.literal("before"), hours: z.number().int().min(0).max(720) }),
  z.object({ kind: z.literal("partial"), fee_percent: z.number().int().min(1).max(99) }),
  z.object({ kind: z.literal("none") }),
]);
export type RefundPolicy = z.infer<typeof ZRefundPolicy>;
export type RefundPolicyKind = RefundPolicy["kind"];

/** How the visitor gets in: the ID card at the gate (刷身份证入园) or the voucher's QR code (扫码入园). */
export const ZEntryMethod = z.enum(["id_card", "qr"]);
export type EntryMethod = z.infer<typeof ZEntryMethod>;

/** What a concession ticket needs shown at the gate, by SKU kind; null for none. */
export const ZProofKind = z.enum(["child", "student", "senior"]);
export type ProofKind = z.infer<typeof ZProofKind>;

/**
 * The rules of one SKU on the wire. `sample` true when the policy was not taken from the spot's own
 * published terms (seed data marked 待核), so screens may say so.
 */
export const ZSkuRules = z.object({
  refund: ZRefundPolicy,
  entry: ZEntryMethod,
  proof: ZProofKind.nullable(),
  sample: z.boolean(),
});
export type SkuRules = z.infer<typeof ZSkuRules>;

/** Rules of a SKU that carries none: 随时退, 扫码入园, no proof (the behaviour before issue 9). */
export const DEFAULT_SKU_RULES: SkuRules = { refund: { kind: "anytime" }, entry: "qr", proof: null, sample: true };

/**
 * The refund fee kept for one ticket of `unitPriceFen` (integer fen) under `policy`: 0 except for
 * `partial`, where it is floor(unitPriceFen x fee_percent / 100) (rounded down: the buyer keeps
 * the odd fen; docs/decisions/022).
 */
export function refundFeeFen(policy: RefundPolicy, unitPriceFen: number): number {
  if (policy.kind !== "partial") return 0;
  return Math.floor((unitPriceFen * policy.fee_percent) / 100);
}
