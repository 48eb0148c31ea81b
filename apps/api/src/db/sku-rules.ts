import { DEFAULT_SKU_RULES, ZSkuRules, type ProofKind, type SkuRules } from "@wenlv/contract/sku-rules";
import type { SeedTicket, SeedTicketPolicy } from "./seed-data";

/**
 * Reads a SKU's `rules` jsonb (or an order item's snapshot of it) as the wire's SkuRules; anything
 * missing or malformed (a SKU seeded before issue 9) reads as DEFAULT_SKU_RULES (随时退, 扫码入园).
 */
export function readSkuRules(value: unknown): SkuRules {
  const parsed = ZSkuRules.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_SKU_RULES;
}

/** The proof a concession SKU of `kind` needs at the gate (child / student / senior), else null. */
export function proofOf(kind: string): ProofKind | null {
  return kind === "child" || kind === "student" || kind === "senior" ? kind : null;
}

/**
 * The `skus.rules` of a seed ticket under its spot's `ticketPolicy` (camelCase in the seed file,
 * the wire's snake_case in the database); a spot without one gets DEFAULT_SKU_RULES, marked sample.
 */
export function seedSkuRules(ticket: Pick<SeedTicket, "kind">, policy: SeedTicketPolicy | undefined): SkuRules {
  if (!policy) return { ...DEFAULT_SKU_RULES, proof: proofOf(ticket.kind) };
  const r = policy.refund;
  const refund: SkuRules["refund"] =
    r.kind === "before" ? { kind: "before", hours: r.hours } : r.kind === "partial" ? { kind: "partial", fee_percent: r.feePercent } : { kind: r.kind };
  return { refund, entry: policy.entry, proof: proofOf(ticket.kind), sample: policy.sample };
}
