import type { PartnerOffer } from "./partner-offers";

/**
 * Whether `offer` applies to an order of `amountFen` (integer fen): the amount reaches its
 * threshold. What the order page says before paying; the bank decides at payment (decision 026).
 * Apart from partner-offers.ts so that pages showing offers load no zod (issue 8: the detail page's
 * preloads carried the 90 kB schema chunk for this one comparison).
 */
export function offerApplies(offer: Pick<PartnerOffer, "threshold_fen">, amountFen: number): boolean {
  return amountFen >= offer.threshold_fen;
}
