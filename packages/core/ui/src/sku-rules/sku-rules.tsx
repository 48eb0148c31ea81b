import type { SkuRules } from "@wenlv/contract/sku-rules";
import { registerResources, useT } from "@wenlv/i18n";
import { skuRulesEn, skuRulesZhCN } from "./strings";
import "./sku-rules.css";

/** The i18next namespace of the SKU rules texts (registered when this module loads, with the lazy page that shows them). */
export const SKU_RULES_NS = "skuRules";

registerResources(SKU_RULES_NS, { "zh-CN": skuRulesZhCN, en: skuRulesEn });

function useSkuRulesT() {
  return useT(SKU_RULES_NS).t;
}

/**
 * Short tags of a SKU's rules on its row (issue 9, decision 022): the refund kind (随时退 / 限时退 /
 * 退票收费 / 不可退), the entry method (刷身份证入园 / 扫码入园) and the proof a concession ticket needs.
 */
export function SkuRuleTags({ rules }: { rules: SkuRules }) {
  const t = useSkuRulesT();
  const tags = [t(`tags.${rules.refund.kind}`), t(`tags.${rules.entry}`)];
  if (rules.proof) tags.push(t(`proofTag.${rules.proof}`));
  return (
    <ul className="wl-tag-list" aria-label={t("tagsLabel")}>
      {tags.map((tag) => (
        <li key={tag} className="wl-sku-rules__tag">
          {tag}
        </li>
      ))}
    </ul>
  );
}

/** The full text of a refund policy (hours and fee percentage filled in), in the page language. */
function useRefundPolicyText(): (rules: SkuRules) => string {
  const t = useSkuRulesT();
  return ({ refund }) =>
    refund.kind === "before"
      ? t("refund.before", { hours: refund.hours })
      : refund.kind === "partial"
        ? t("refund.partial", { percent: refund.fee_percent })
        : t(`refund.${refund.kind}`);
}

export type SkuRulesNoticeProps = {
  rules: SkuRules;
  /** Rows after the rules' own, as [label, text] (the ticket order page adds the booking cut-off). */
  extraRows?: [string, string][];
  /** The id of the block's heading (unique on the page). */
  headingId?: string;
  /** A heading other than 预订须知 (e.g. the SKU's name when an order has several). */
  title?: string;
  className?: string;
};

/**
 * The 预订须知 block (issue 9 "rules before paying", decision 022): the full refund policy, the
 * entry method, the proof a concession ticket needs, any `extraRows`, and a note when the terms are
 * sample data. /TicketOrder shows it before the pay button; /TicketOrderDetail shows the rules as
 * sold (the order item's snapshot).
 */
export function SkuRulesNotice({ rules, extraRows = [], headingId = "wl-sku-rules", title, className }: SkuRulesNoticeProps) {
  const t = useSkuRulesT();
  const policyText = useRefundPolicyText();
  const rows: [string, string][] = [
    [t("refundLabel"), policyText(rules)],
    [t("entryLabel"), t(`entry.${rules.entry}`)],
  ];
  if (rules.proof) rows.push([t("proofLabel"), t(`proof.${rules.proof}`)]);
  rows.push(...extraRows);
  return (
    <section className={["wl-sku-rules", className].filter(Boolean).join(" ")} aria-labelledby={headingId}>
      <h2 id={headingId} className="wl-section-title">
        {title ?? t("title")}
      </h2>
      <dl className="wl-sku-rules__list">
        {rows.map(([label, text]) => (
          <div key={label} className="wl-sku-rules__row">
            <dt>{label}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
      {rules.sample ? <p className="wl-sku-rules__sample">{t("sample")}</p> : null}
    </section>
  );
}
