import { offerApplies } from "@wenlv/contract/offer-rules";
import type { PartnerOffer } from "@wenlv/contract/partner-offers";
import { formatFen, OfferLabel } from "@wenlv/ui";
import { useTicketsT } from "../i18n";
import { localized } from "../localized";
import "./offers.css";

/** The labels of a SKU's host offers (its `offers` from the detail answered to the bank shell). */
export function OfferLabels({ offers }: { offers: readonly PartnerOffer[] | undefined }) {
  const { t, i18n } = useTicketsT();
  if (!offers || offers.length === 0) return null;
  return (
    <ul className="wl-tag-list" aria-label={t("offers.labelsLabel")}>
      {offers.map((offer) => (
        <li key={offer.id}>
          <OfferLabel>{localized(offer.text, offer.text_en, i18n.language)}</OfferLabel>
        </li>
      ))}
    </ul>
  );
}

export type OfferNoticeProps = {
  /** The SKU's host offers (ZPartnerOffer: card discount in fen, or points). */
  offers: readonly PartnerOffer[] | undefined;
  /** The order's amount as the page shows it (unit price x quantity), integer fen. */
  totalFen: number;
};

/**
 * The host's offers on the order page, before paying (issue 9, decision 026): each says what the
 * bank does for this amount ("银行卡支付立减¥5，由银行在支付时减免", "可得200积分，由银行发放") or what
 * amount it needs. The order's amount stays the list price: the bank takes the discount off in
 * its own payment and credits the points itself. Sample offers say they are samples. Nothing
 * without offers.
 */
export function OfferNotice({ offers, totalFen }: OfferNoticeProps) {
  const { t } = useTicketsT();
  if (!offers || offers.length === 0) return null;
  const sentence = (offer: PartnerOffer) => {
    const values = { amount: formatFen(offer.amount), points: offer.amount, threshold: formatFen(offer.threshold_fen), missing: formatFen(offer.threshold_fen - totalFen) };
    const kind = offer.kind === "card_discount" ? "card" : "points";
    return offerApplies(offer, totalFen) ? t(`offers.${kind}Applies`, values) : t(`offers.${kind}Needs`, values);
  };
  return (
    <section className="wl-ticket-order-form__card wl-offers" aria-labelledby="wl-order-offers">
      <h2 id="wl-order-offers" className="wl-section-title">
        {t("offers.title")}
      </h2>
      <ul className="wl-offers__list">
        {offers.map((offer) => (
          <li key={offer.id}>{sentence(offer)}</li>
        ))}
      </ul>
      <p className="wl-offers__note">{t("offers.note")}</p>
      {offers.some((offer) => offer.sample) ? <p className="wl-offers__note">{t("offers.sample")}</p> : null}
    </section>
  );
}
