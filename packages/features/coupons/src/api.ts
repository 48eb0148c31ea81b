import { api, endpointArgs, getApiClientConfig, queryEndpoint, requestApi, signText, TOAST_DURATION_MS, type ApiError } from "@wenlv/api-client";
import { signingKeyOf } from "@wenlv/api-client/order-create";
import { i18n } from "@wenlv/i18n";
import { ResultCode } from "@wenlv/contract/codes";
import { claimSigningText, type CouponClaimed, type CouponKind, type MyCouponsRequest } from "@wenlv/contract/coupons";
import { couponCenter, couponClaim, couponMine } from "@wenlv/contract/endpoints/coupons";
import { COUPONS_NS } from "./i18n";

/** The page a claim comes from (the claim call's `source_from`, spec section 7): the coupon centre or the voucher centre. */
export type ClaimSource = "GetCoupons" | "voucherCenter";

/** A tab of /MyCoupons: the `status` asked of /api/coupon/mine (`unused` lists the locked ones too). */
export type MyCouponsStatus = NonNullable<MyCouponsRequest["status"]>;

/** What a claim asks: the rule ids (sent as "12" or "12,13") and the page claiming. */
export type ClaimArgs = { ids: readonly number[]; source_from: ClaimSource };

/**
 * Coupon endpoints (issue 11, decision 037), built from the contract's endpoint table
 * (`@wenlv/contract/endpoints/coupons`) and injected into the one api. The centres are live (stock
 * moves), so the pages refetch them on mount and after every claim rather than sharing a cache tag.
 */
export const couponsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Table entry `couponCenter` by kind: `platform` for /GetCoupons, `government` for /voucherCenter; each rule with its state for this user. */
    couponRules: queryEndpoint<typeof couponCenter, CouponKind>(build, couponCenter, { body: (kind) => ({ kind }) }),
    /** Table entry `couponMine` by status: the user's coupons, newest first. */
    myCoupons: queryEndpoint<typeof couponMine, MyCouponsStatus>(build, couponMine, { body: (status) => ({ status }) }),
    /**
     * The signed claim of spec section 7 (table entry `couponClaim`): `ids` joined by commas,
     * `timestamp` now in ms, `source_from` the page, and `signature` the hex HMAC-SHA256
     * (`signText` of @wenlv/api-client) of the contract's `claimSigningText` with the session's
     * signing key. Answers the per-rule results (code 1: claimed now or already held); a refusal
     * (code 0 优惠券已抢光 / 活动尚未开始 / 活动已结束 / 优惠券不存在, 4006 for a bad signature or
     * a stale clock) has been toasted by the section 8 catalogue and is answered as `ApiError`.
     * Without a session it toasts `claim.sessionExpired` and answers `{status: 401, code: 4005}`.
     */
    claimCoupons: build.mutation<CouponClaimed, ClaimArgs>({
      async queryFn({ ids, source_from }, { getState, dispatch }) {
        const key = await signingKeyOf(getState(), dispatch);
        if (!key) {
          const msg = i18n.t(`${COUPONS_NS}:claim.sessionExpired`);
          getApiClientConfig().toast.show(msg, TOAST_DURATION_MS);
          return { error: { status: 401, code: ResultCode.TOKEN_INVALID, msg } satisfies ApiError };
        }
        const fields = { ids: ids.join(","), source_from, timestamp: Date.now() };
        const signature = await signText(claimSigningText(fields), key);
        const answer = await requestApi<CouponClaimed>(endpointArgs(couponClaim, { ...fields, signature }));
        return answer.error ? { error: answer.error } : { data: answer.data };
      },
    }),
  }),
});

export const { useCouponRulesQuery, useMyCouponsQuery, useClaimCouponsMutation } = couponsApi;
