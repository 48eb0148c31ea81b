import type { CouponDiscount } from "@wenlv/contract/coupons";
import { Price } from "@wenlv/ui";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { conditionLines, percentRate, scopeText } from "../coupon-text";
import { useCouponsT } from "../i18n";
import "./coupons.css";

export type CouponCardProps = {
  /** The discount (contract CouponDiscount; amounts in integer fen). */
  discount: CouponDiscount;
  /** The title in the page language (`title` / `title_en`). */
  title: string;
  /** The product kinds it applies to (contract COUPON_SCOPES keys; empty = all). */
  scope: readonly string[];
  /** Sample data (decision 037): a small 示例 mark beside the title. */
  sample: boolean;
  /** Lines under the scope (validity, what is left, an order number ...); empty ones are left out. */
  details: readonly ReactNode[];
  /** Beside the face: the claim button of a rule, the status of a held coupon. */
  action: ReactNode;
  /** Under the card: the rules of a voucher. */
  children?: ReactNode;
  /** Greyed out (a used or expired coupon, an ended rule). */
  muted?: boolean;
};

/**
 * One coupon, as a rule of a centre (/GetCoupons, /voucherCenter) or as a held coupon (/MyCoupons)
 * (spec section 2; decision 037): the face with the discount big (¥10 through `Price`, or 9折 /
 * "10% off") and its conditions (满50可用 / 无门槛 / 最高减¥50), then the title with the 示例 mark of
 * sample data, the scope in words (适用：门票、酒店), the `details` lines, and the `action`.
 * The card is an `article` named by its title.
 */
export function CouponCard({ discount, title, scope, sample, details, action, children, muted = false }: CouponCardProps) {
  const t = useCouponsT();
  const { i18n } = useTranslation();
  const titleId = useId();
  return (
    <article className={muted ? "wl-coupon wl-coupon--muted" : "wl-coupon"} aria-labelledby={titleId}>
      <div className="wl-coupon__main">
        <div className="wl-coupon__face">
          {discount.type === "percent" ? (
            <span className="wl-coupon__rate">{t("discount.percent", { rate: percentRate(discount.percent_off, i18n.language) })}</span>
          ) : (
            <Price fen={discount.discount_fen} size="lg" className="wl-coupon__amount" />
          )}
          {conditionLines(discount, t).map((line) => (
            <span key={line} className="wl-coupon__condition">
              {line}
            </span>
          ))}
        </div>
        <div className="wl-coupon__body">
          <h2 className="wl-coupon__title" id={titleId}>
            {title}
            {sample ? <span className="wl-coupon__sample">{t("sample")}</span> : null}
          </h2>
          <p className="wl-coupon__line">{t("scope.label", { list: scopeText(scope, t) })}</p>
          {details.map((detail, index) =>
            detail ? (
              <p key={index} className="wl-coupon__line">
                {detail}
              </p>
            ) : null,
          )}
        </div>
        <div className="wl-coupon__action">{action}</div>
      </div>
      {children}
    </article>
  );
}
