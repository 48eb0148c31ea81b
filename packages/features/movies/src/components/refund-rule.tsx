import type { SkuRules } from "@wenlv/contract/sku-rules";
import { useMoviesT } from "../i18n";

/** The refund rule of film tickets as sold (the showtime answer's SKU rules, decision 022), in the page language. */
function useRefundText(): (rules: SkuRules) => string {
  const { t } = useMoviesT();
  return ({ refund }) =>
    refund.kind === "before"
      ? t("order.refundBefore", { hours: refund.hours })
      : refund.kind === "partial"
        ? t("order.refundPartial", { percent: refund.fee_percent })
        : refund.kind === "anytime"
          ? t("order.refundAnytime")
          : t("order.refundNone");
}

/**
 * The 退票规则 card of /MovieOrder (both the seats and the waiting-list mode): the refund rule of
 * the showtime's tickets (`rules`, the /api/movie/showtimes answer's SKU rules; nothing while it
 * loads) and how the tickets are used (one code per seat).
 */
export function RefundRuleCard({ rules }: { rules: SkuRules | undefined }) {
  const { t } = useMoviesT();
  const refundText = useRefundText();
  return (
    <section className="wl-detail-card" aria-labelledby="wl-movie-refund">
      <h2 id="wl-movie-refund">{t("order.refund")}</h2>
      {rules ? <p className="wl-movie-note">{refundText(rules)}</p> : null}
      <p className="wl-movie-note">{t("order.entry")}</p>
    </section>
  );
}
