import type { CouponRule } from "@wenlv/contract/coupons";
import { localized } from "@wenlv/i18n";
import { Button, Collapse } from "antd-mobile";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { offerText, ruleValidityText, scopeText, type Translate } from "../coupon-text";
import { useCouponsT } from "../i18n";

/**
 * The rules of a rule as labelled lines (decision 037: "the usual rules: daily release time,
 * per-person limits, threshold and discount, category, expiry"): the offer (满¥200减¥50), the scope,
 * the daily release (每日10:00发放200张) when it has one, one per person, the validity, stacking with
 * a platform coupon when it stacks, the issuer, and the note of sample data.
 */
export function voucherRuleLines(rule: CouponRule, t: Translate, language: string): { key: string; label: string; text: string }[] {
  const lines = [
    { key: "offer", label: t("rules.offer"), text: offerText(rule.discount, t, language) },
    { key: "scope", label: t("rules.scope"), text: scopeText(rule.scope, t) },
  ];
  if (rule.release_time && rule.daily_stock !== null) lines.push({ key: "release", label: t("rules.release"), text: t("rules.releaseText", { time: rule.release_time, count: rule.daily_stock }) });
  lines.push({ key: "limit", label: t("rules.limit"), text: t("rules.limitText") }, { key: "validity", label: t("rules.validity"), text: ruleValidityText(rule, t) });
  if (rule.stackable) lines.push({ key: "stacking", label: t("rules.stacking"), text: t("rules.stackingText") });
  lines.push({ key: "issuer", label: t("rules.issuer"), text: localized(rule.issuer, rule.issuer_en, language) });
  if (rule.note) lines.push({ key: "note", label: t("rules.note"), text: rule.note });
  return lines;
}

/**
 * The expandable 使用规则 section under a voucher's card (antd-mobile Collapse, closed at first).
 * The header's text is an antd-mobile Button with `aria-expanded` (its click reaches the header,
 * which toggles), so it is reachable and announced by keyboard and screen readers: antd-mobile
 * draws the header itself as an anchor without href.
 */
export function VoucherRules({ rule }: { rule: CouponRule }) {
  const t = useCouponsT();
  const { i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Collapse className="wl-coupon__rules" activeKey={open ? ["rules"] : []} onChange={(keys) => setOpen(keys.includes("rules"))}>
      <Collapse.Panel
        key="rules"
        title={
          <Button fill="none" size="small" className="wl-coupon__rules-toggle" aria-expanded={open}>
            {t("rules.title")}
          </Button>
        }
      >
        <dl className="wl-coupon__rules-list">
          {voucherRuleLines(rule, t, i18n.language).map((line) => (
            <div key={line.key}>
              <dt>{line.label}</dt>
              <dd>{line.text}</dd>
            </div>
          ))}
        </dl>
      </Collapse.Panel>
    </Collapse>
  );
}
