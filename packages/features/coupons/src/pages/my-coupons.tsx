import { useSafeNavigate } from "@wenlv/app-kit";
import type { UserCoupon } from "@wenlv/contract/coupons";
import { localized } from "@wenlv/i18n";
import { EmptyState, ErrorState, ListSkeleton, PageHeader, PULL_TO_REFRESH_SIZES, StatusTag, type StatusTone } from "@wenlv/ui";
import { formatShanghaiTime } from "@wenlv/validation/days";
import { PullToRefresh, Tabs } from "antd-mobile";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import { useMyCouponsQuery, type MyCouponsStatus } from "../api";
import { CouponCard } from "../components/coupon-card";
import { couponValidityText, lastValidMinute } from "../coupon-text";
import { useCouponsT } from "../i18n";
import "../components/coupons.css";

/** The tabs of /MyCoupons in order: the `status` each asks of /api/coupon/mine. */
export const MY_COUPON_TABS: readonly MyCouponsStatus[] = ["unused", "used", "expired"];

/** The tab named by `?status=` (used, expired), else 未使用. */
export function tabFromQuery(raw: string | null): MyCouponsStatus {
  return MY_COUPON_TABS.find((tab) => tab === raw) ?? "unused";
}

const TONES: Readonly<Record<UserCoupon["status"], StatusTone>> = { unused: "primary", locked: "warning", used: "muted", expired: "muted" };

/** The lines of a held coupon by status: validity (unused), the order holding it with 去支付 (locked), when and by which order it was used, when it expired. */
function couponDetails(coupon: UserCoupon, t: ReturnType<typeof useCouponsT>): ReactNode[] {
  const order = coupon.order_no ? t("mine.orderNo", { orderNo: coupon.order_no }) : "";
  switch (coupon.status) {
    case "unused":
      return [couponValidityText(coupon, t)];
    case "locked":
      return [
        order,
        coupon.order_no ? (
          <Link key="pay" to={`/OrderPay?order_no=${encodeURIComponent(coupon.order_no)}`}>
            {t("mine.pay")}
          </Link>
        ) : null,
      ];
    case "used":
      return [coupon.used_at ? t("mine.usedAt", { time: formatShanghaiTime(coupon.used_at) }) : "", order];
    case "expired":
      return [t("mine.expiredAt", { time: lastValidMinute(coupon.expires_at) })];
  }
}

/** The coupons of one tab, newest first, or an empty state that sends the user to 领券中心. */
function CouponList({ status }: { status: MyCouponsStatus }) {
  const t = useCouponsT();
  const { i18n } = useTranslation();
  const navigate = useSafeNavigate();
  const { data, isLoading, isError, refetch } = useMyCouponsQuery(status, { refetchOnMountOrArgChange: true });
  if (isLoading) return <ListSkeleton rows={3} />;
  if (isError || !data) return <ErrorState onRetry={() => void refetch()} />;
  if (data.list.length === 0) {
    return <EmptyState title={t(`mine.emptyTitle.${status}`)} description={t(`mine.empty.${status}`)} actionText={t("mine.toClaim")} onAction={() => navigate("/GetCoupons")} />;
  }
  return (
    <PullToRefresh {...PULL_TO_REFRESH_SIZES} onRefresh={async () => void (await refetch())}>
      <ul className="wl-coupon-list" aria-label={t(`mine.tabs.${status}`)}>
        {data.list.map((coupon) => (
          <li key={coupon.id}>
            <CouponCard
              discount={coupon.discount}
              title={localized(coupon.title, coupon.title_en, i18n.language)}
              scope={coupon.scope}
              sample={coupon.sample}
              details={couponDetails(coupon, t)}
              action={<StatusTag label={t(`mine.status.${coupon.status}`)} tone={TONES[coupon.status]} />}
              muted={coupon.status === "used" || coupon.status === "expired"}
            />
          </li>
        ))}
      </ul>
    </PullToRefresh>
  );
}

/**
 * /MyCoupons 我的优惠券 (login required; spec section 2, decision 037): tabs 未使用 / 已使用 / 已过期
 * (antd-mobile Tabs; `?status=used|expired` keeps the tab in the URL for back and shared links), each
 * the `POST /api/coupon/mine {status}` list as coupon cards with their status: 未使用 with the
 * validity, 订单待支付 with the order number and 去支付 for one held by an unpaid order, 已使用 with
 * when and the order, 已过期 with when. An empty tab says what to do, with 去领券 to /GetCoupons.
 */
export function MyCouponsPage() {
  const t = useCouponsT();
  const [params, setParams] = useSearchParams();
  const tab = tabFromQuery(params.get("status"));
  return (
    <main className="wl-coupons-page">
      <PageHeader title={t("title.myCoupons")} />
      <Tabs activeKey={tab} onChange={(key) => setParams(key === "unused" ? {} : { status: key }, { replace: true })} stretch>
        {MY_COUPON_TABS.map((key) => (
          <Tabs.Tab key={key} title={t(`mine.tabs.${key}`)} />
        ))}
      </Tabs>
      <CouponList key={tab} status={tab} />
    </main>
  );
}
