import type { TicketProduct } from "@wenlv/contract/scenic";
import type { SkuRules } from "@wenlv/contract/sku-rules";
import { useTicketsT } from "../i18n";
import "./sku-rules.css";

/**
 * Short tags of a SKU's rules on its row (issue 9): the refund kind (随时退 / 限时退 / 退票收费 /
 * 不可退), the entry method (刷身份证入园 / 扫码入园) and the proof a concession ticket needs.
 */
export function SkuRuleTags({ rules }: { rules: SkuRules }) {
  const { t } = useTicketsT();
  const tags = [t(`rules.tags.${rules.refund.kind}`), t(`rules.tags.${rules.entry}`)];
  if (rules.proof) tags.push(t(`rules.proofTag.${rules.proof}`));
  return (
    <ul className="wl-sku-rules__tags" aria-label={t("rules.tagsLabel")}>
      {tags.map((tag) => (
        <li key={tag} className="wl-sku-rules__tag">
          {tag}
        </li>
      ))}
    </ul>
  );
}

/** The full text of a refund policy (hours and fee percentage filled in). */
export function useRefundPolicyText(): (rules: SkuRules) => string {
  const { t } = useTicketsT();
  return ({ refund }) =>
    refund.kind === "before"
      ? t("rules.refund.before", { hours: refund.hours })
      : refund.kind === "partial"
        ? t("rules.refund.partial", { percent: refund.fee_percent })
        : t(`rules.refund.${refund.kind}`);
}

export type BookingNoticeProps = { rules: SkuRules; product: Pick<TicketProduct, "last_entry" | "cutoff_minutes"> };

/**
 * The 预订须知 block of /TicketOrder, shown before the pay button (issue 9 "rules before paying"):
 * the full refund policy, the entry method, the proof a concession ticket needs, the booking
 * cut-off (ticket rules `cutoffMinutes` and `lastEntry`), and a note when the terms are sample data.
 */
export function BookingNotice({ rules, product }: BookingNoticeProps) {
  const { t } = useTicketsT();
  const policyText = useRefundPolicyText();
  const cutoff = [
    product.cutoff_minutes > 0 ? t("rules.cutoffSlot", { minutes: product.cutoff_minutes }) : t("rules.cutoffSlotEnd"),
    product.last_entry ? t("rules.lastEntry", { time: product.last_entry }) : null,
  ]
    .filter(Boolean)
    .join("；");
  const rows: [string, string][] = [
    [t("rules.refundLabel"), policyText(rules)],
    [t("rules.entryLabel"), t(`rules.entry.${rules.entry}`)],
  ];
  if (rules.proof) rows.push([t("rules.proofLabel"), t(`rules.proof.${rules.proof}`)]);
  rows.push([t("rules.cutoffLabel"), cutoff]);
  return (
    <section className="wl-ticket-order-form__card wl-sku-rules" aria-labelledby="wl-order-rules">
      <h2 id="wl-order-rules" className="wl-section-title">
        {t("rules.title")}
      </h2>
      <dl className="wl-sku-rules__list">
        {rows.map(([label, text]) => (
          <div key={label} className="wl-sku-rules__row">
            <dt>{label}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
      {rules.sample ? <p className="wl-sku-rules__sample">{t("rules.sample")}</p> : null}
    </section>
  );
}
