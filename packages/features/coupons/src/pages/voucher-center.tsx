import { PageHeader } from "@wenlv/ui";
import { Link } from "react-router-dom";
import { CouponRuleList } from "../components/coupon-rule-list";
import { useCouponsT } from "../i18n";
import "../components/coupons.css";

/**
 * /voucherCenter 消费券 (login required; spec section 2, decision 037): the government consumption
 * vouchers of `POST /api/coupon/center {kind: "government"}` as coupon cards, each with its rules
 * under 使用规则 (daily release time and stock, one per person, threshold and discount, scope,
 * validity, issuer, the sample note); 立即领取 claims with `source_from` "voucherCenter".
 */
export function VoucherCenterPage() {
  const t = useCouponsT();
  return (
    <main className="wl-coupons-page">
      <PageHeader title={t("title.voucherCenter")} right={<Link to="/MyCoupons">{t("center.mine")}</Link>} />
      <CouponRuleList kind="government" sourceFrom="voucherCenter" withRules />
    </main>
  );
}
