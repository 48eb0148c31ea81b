import { z } from "zod";

/**
 * Wire shapes of a host's offers and featured spots (issue 9 "shells that feel like their hosts",
 * docs/decisions/026-bank-and-host-conventions.md).
 *
 * A shell whose host is not the plain web (the bank shell) sends `host` with every call (api-client,
 * like `partner_code`); the scenic list and detail declare it and then answer the host's offers on
 * each spot and SKU, and list the host's featured spots first. Offers are shown, never applied by
 * us: the bank takes a card discount off in its own payment and credits points itself, so an
 * order's amount stays the list price.
 */

/** The hosts that have offers and featured spots: the bank app's shell. */
export const OFFER_HOSTS = ["bank"] as const;
export type OfferHost = (typeof OFFER_HOSTS)[number];

/**
 * `host` of a request: absent or "" for none, else a known host (an unknown one is refused with
 * "参数不正确", like any other field of the contract).
 */
export const ZOfferHostField = z
  .union([z.literal(""), z.enum(OFFER_HOSTS)], { error: "参数不正确" })
  .optional()
  .transform((v) => v || undefined);

/**
 * Kinds of offer: `card_discount` (银行卡支付立减: `amount` fen off when paid with the bank's card)
 * and `points` (`amount` bank points credited by the bank after paying).
 */
export const OFFER_KINDS = ["card_discount", "points"] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

/**
 * One offer of a host on a spot or SKU, valid now. `amount` is integer fen for `card_discount`,
 * whole points for `points`; it applies to an order of at least `threshold_fen` (0: any order).
 * `text`/`text_en` are the host's own words for the label ("银行卡满100减5"). `sku_id` is null for an
 * offer on every ticket of the spot. `valid_to` is an ISO 8601 UTC instant (shown in Asia/Shanghai).
 * `sample` marks an invented offer (seed data), never the bank's real one.
 */
export const ZPartnerOffer = z.object({
  id: z.number().int(),
  kind: z.enum(OFFER_KINDS),
  amount: z.number().int().positive(),
  threshold_fen: z.number().int().min(0),
  text: z.string(),
  text_en: z.string(),
  sku_id: z.number().int().nullable(),
  valid_to: z.string(),
  sample: z.boolean(),
});
export type PartnerOffer = z.infer<typeof ZPartnerOffer>;
