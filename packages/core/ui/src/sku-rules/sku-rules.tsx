import type { SkuRules } from "@wenlv/contract/sku-rules";
import { registerResources, useT } from "@wenlv/i18n";
import { skuRulesEn, skuRulesZhCN } from "./strings";
import "./sku-rules.css";

/** The i18next namespace of the SKU rules texts (registered when this module loads, with the lazy page that shows them). */
export const SKU_RULES_NS = "skuRules";

registerResources(SKU_RULES_NS, { "zh-CN": skuRulesZhCN, en: skuRulesEn });

/** Product kinds with wording of their own (strings.ts `*_line`, `*_performance`, ...); tickets use the plain keys. */
const KINDS_WITH_WORDING: ReadonlySet<string> = new Set(["line", "performance", "movie", "hotel"]);

/**
 * `t` of the rules texts for a product `kind` (an order item's product_type; undefined = ticket):
 * `text("refund", "before", { hours })` reads `refund_line.before` for a line, falling back to the
 * plain `refund.before` where the kind has no wording of its own.
 */
function useSkuRulesT(kind?: string) {
  const { t } = useT(SKU_RULES_NS);
  return (base: string, sub?: string, values: Record<string, unknown> = {}): string => {
    const plain = sub ? `${base}.${sub}` : base;
    if (!kind || !KINDS_WITH_WORDING.has(kind)) return t(plain, values);
    return t(sub ? `${base}_${kind}.${sub}` : `${base}_${kind}`, { ...values, defaultValue: t(plain, values) });
  };
}

/**
 * Short tags of a SKU's rules on its row (issue 9, decision 022): the refund kind (随时退 / 限时退 /
 * 退票收费 / 不可退), the entry method (刷身份证入园 / 扫码入园; 登车 for a line, 入场 for a show or film
 * by `kind`) and the proof a concession ticket needs.
 */
export function SkuRuleTags({ rules, kind }: { rules: SkuRules; kind?: string }) {
  const text = useSkuRulesT(kind);
  const tags = [text("tags", rules.refund.kind), text("tags", rules.entry)];
  if (rules.proof) tags.push(text("proofTag", rules.proof));
  return (
    <ul className="wl-tag-list" aria-label={text("tagsLabel")}>
      {tags.map((tag) => (
        <li key={tag} className="wl-sku-rules__tag">
          {tag}
        </li>
      ))}
    </ul>
  );
}

/** The full text of a refund policy (hours and fee percentage filled in), in the page language. */
function useRefundPolicyText(kind?: string): (rules: SkuRules) => string {
  const text = useSkuRulesT(kind);
  return ({ refund }) =>
    refund.kind === "before"
      ? text("refund", "before", { hours: refund.hours })
      : refund.kind === "partial"
        ? text("refund", "partial", { percent: refund.fee_percent })
        : text("refund", refund.kind);
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
  /** The product kind (an order item's product_type): a line, show, film or stay has wording of its own; a ticket by default. */
  kind?: string;
};

/**
 * The 预订须知 block (issue 9 "rules before paying", decision 022): the full refund policy, the
 * entry method, the proof a concession ticket needs, any `extraRows`, and a note when the terms are
 * sample data, worded for the product `kind` (集合方式 for a line, 入场方式 for a show, ...).
 * /TicketOrder shows it before the pay button; the order detail pages show the rules as sold (the
 * order item's snapshot).
 */
export function SkuRulesNotice({ rules, extraRows = [], headingId = "wl-sku-rules", title, className, kind }: SkuRulesNoticeProps) {
  const text = useSkuRulesT(kind);
  const policyText = useRefundPolicyText(kind);
  const rows: [string, string][] = [
    [text("refundLabel"), policyText(rules)],
    [text("entryLabel"), text("entry", rules.entry)],
  ];
  if (rules.proof) rows.push([text("proofLabel"), text("proof", rules.proof)]);
  rows.push(...extraRows);
  return (
    <section className={["wl-sku-rules", className].filter(Boolean).join(" ")} aria-labelledby={headingId}>
      <h2 id={headingId} className="wl-section-title">
        {title ?? text("title")}
      </h2>
      <dl className="wl-sku-rules__list">
        {rows.map(([label, text]) => (
          <div key={label} className="wl-sku-rules__row">
            <dt>{label}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
      {rules.sample ? <p className="wl-sku-rules__sample">{text("sample")}</p> : null}
    </section>
  );
}
