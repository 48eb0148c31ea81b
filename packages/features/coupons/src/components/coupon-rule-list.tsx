import { getApiClientConfig, TOAST_DURATION_MS } from "@wenlv/api-client";
import { useSafeNavigate } from "@wenlv/app-kit";
import type { CouponKind, CouponRule } from "@wenlv/contract/coupons";
import { localized } from "@wenlv/i18n";
import { EmptyState, ErrorState, ListSkeleton, PULL_TO_REFRESH_SIZES } from "@wenlv/ui";
import { Button, PullToRefresh } from "antd-mobile";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useClaimCouponsMutation, useCouponRulesQuery, type ClaimSource } from "../api";
import { remainingText, ruleValidityText, whenText } from "../coupon-text";
import { useCouponsT } from "../i18n";
import { CouponCard } from "./coupon-card";
import { VoucherRules } from "./voucher-rules";

/** The button of a rule by state and the line under it (when a sold-out or coming rule opens next). */
function RuleAction({ rule, claiming, onClaim }: { rule: CouponRule; claiming: boolean; onClaim: () => void }) {
  const t = useCouponsT();
  if (rule.state === "open") {
    return (
      <Button color="primary" size="small" shape="rounded" loading={claiming} onClick={onClaim}>
        {t("state.open")}
      </Button>
    );
  }
  // The clock is read while rendering: these pages are not rendered on the server (no prefetch).
  const when = whenText(rule.next_release_at, Date.now(), t);
  const note = rule.state === "sold_out" && when ? t("state.comeBack", { when }) : rule.state === "upcoming" && when ? t("state.opensAt", { when }) : "";
  return (
    <>
      <Button size="small" shape="rounded" disabled>
        {t(`state.${rule.state}`)}
      </Button>
      {note ? <span className="wl-coupon__next">{note}</span> : null}
    </>
  );
}

export type CouponRuleListProps = {
  /** Which centre: `platform` (/GetCoupons) or `government` (/voucherCenter). */
  kind: CouponKind;
  /** The claim's `source_from`: "GetCoupons" or "voucherCenter" (spec section 7). */
  sourceFrom: ClaimSource;
  /** Show each rule's 使用规则 section (the voucher centre). */
  withRules?: boolean;
};

/**
 * The rules of one centre as coupon cards (spec section 2 /GetCoupons and /voucherCenter; decision
 * 037), in the API's order: the face, the title, scope, validity (领取后7天内有效 / 有效期至…) and
 * what is left, and a button by state: 立即领取 (open), 已领取 (claimed), 已抢光 with 明日10:00再来
 * (sold_out, the next release in Asia/Shanghai), 即将开始 with 今日10:00开抢 (upcoming), 已结束.
 * 立即领取 sends the signed claim (`claimCoupons`), toasts 领取成功 / 您已领取过该券 (a refusal is
 * toasted by the section 8 catalogue) and refetches the list, so the card then says 已领取.
 * Pull to refresh; a skeleton while loading, an error with 重试, an empty state pointing at the other centre.
 */
export function CouponRuleList({ kind, sourceFrom, withRules = false }: CouponRuleListProps) {
  const t = useCouponsT();
  const { i18n } = useTranslation();
  const navigate = useSafeNavigate();
  const { data, isLoading, isError, refetch } = useCouponRulesQuery(kind, { refetchOnMountOrArgChange: true });
  const [claimCoupons] = useClaimCouponsMutation();
  const [claiming, setClaiming] = useState<number | null>(null);

  if (isLoading) return <ListSkeleton rows={3} />;
  if (isError || !data) return <ErrorState onRetry={() => void refetch()} />;
  if (data.list.length === 0) {
    const other = kind === "platform" ? { text: t("center.toVouchers"), path: "/voucherCenter" } : { text: t("center.toCoupons"), path: "/GetCoupons" };
    return (
      <EmptyState
        title={t("center.emptyTitle")}
        description={t(kind === "platform" ? "center.emptyPlatform" : "center.emptyGovernment")}
        actionText={other.text}
        onAction={() => navigate(other.path)}
      />
    );
  }

  const claim = async (rule: CouponRule) => {
    setClaiming(rule.id);
    try {
      const done = await claimCoupons({ ids: [rule.id], source_from: sourceFrom });
      const result = done.data?.list[0]?.result;
      if (result === "claimed" || result === "already") getApiClientConfig().toast.show(t(`claim.${result}`), TOAST_DURATION_MS);
      await refetch();
    } finally {
      setClaiming(null);
    }
  };

  return (
    <PullToRefresh {...PULL_TO_REFRESH_SIZES} onRefresh={async () => void (await refetch())}>
      <ul className="wl-coupon-list" aria-label={t(kind === "platform" ? "center.platformList" : "center.governmentList")}>
        {data.list.map((rule) => (
          <li key={rule.id}>
            <CouponCard
              discount={rule.discount}
              title={localized(rule.title, rule.title_en, i18n.language)}
              scope={rule.scope}
              sample={rule.sample}
              details={[ruleValidityText(rule, t), remainingText(rule, t)]}
              action={<RuleAction rule={rule} claiming={claiming === rule.id} onClaim={() => void claim(rule)} />}
              muted={rule.state === "ended"}
            >
              {withRules ? <VoucherRules rule={rule} /> : null}
            </CouponCard>
          </li>
        ))}
      </ul>
    </PullToRefresh>
  );
}
