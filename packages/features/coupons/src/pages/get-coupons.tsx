import { PageHeader } from "@wenlv/ui";
import { Link } from "react-router-dom";
import { CouponRuleList } from "../components/coupon-rule-list";
import { useCouponsT } from "../i18n";
import "../components/coupons.css";

/**
 * /GetCoupons 领券中心 (login required; spec section 2, decision 037): the platform coupons of
 * `POST /api/coupon/center {kind: "platform"}` as coupon cards with 立即领取 (a claim signed with
 * `source_from` "GetCoupons"); 我的券 in the header opens /MyCoupons.
 */
export function GetCouponsPage() {
  const t = useCouponsT();
  return (
    <main className="wl-coupons-page">
      <PageHeader title={t("title.getCoupons")} right={<Link to="/MyCoupons">{t("center.mine")}</Link>} />
      <CouponRuleList kind="platform" sourceFrom="GetCoupons" />
    </main>
  );
}
