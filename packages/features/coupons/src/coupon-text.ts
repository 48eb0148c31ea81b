import type { CouponDiscount, CouponRule, UserCoupon } from "@wenlv/contract/coupons";
import { fenParts, formatFen } from "@wenlv/ui";
import { addDays, formatShanghaiTime, shanghaiDay } from "@wenlv/validation/days";

/*
 * The words of a coupon (issue 11, decision 037; spec section 2 /GetCoupons, /voucherCenter,
 * /MyCoupons), pure: each takes the namespace's `t` and answers display text. Money is integer fen
 * shown through @wenlv/ui's `formatFen`/`fenParts`; instants are ISO UTC shown in Asia/Shanghai.
 */

/** The "coupons" namespace's `t`, as the helpers need it. */
export type Translate = (key: string, options?: Record<string, string | number>) => string;

/** A yuan amount of integer fen without the currency sign, for 满50可用: 5000 -> "50", 1050 -> "10.5". */
export function yuanText(fen: number): string {
  const { sign, yuan, fraction } = fenParts(fen);
  return `${sign}${yuan}${fraction}`;
}

/**
 * How a percent-off reads: in Chinese the 折 figure of what is paid (`percent_off` 10 -> "9",
 * 15 -> "8.5", 5 -> "9.5"), in English the share taken off ("10%"). `percentOff` is an integer 0-99.
 */
export function percentRate(percentOff: number, language: string): string {
  if (language.startsWith("en")) return `${percentOff}%`;
  const paid = 100 - percentOff;
  return paid % 10 === 0 ? String(paid / 10) : `${Math.floor(paid / 10)}.${paid % 10}`;
}

/**
 * The conditions under a coupon's face: 满50可用 (`threshold_fen` > 0) or 无门槛, then for a
 * percent-off with a cap 最高减¥50.
 */
export function conditionLines(discount: CouponDiscount, t: Translate): string[] {
  const lines = [discount.threshold_fen > 0 ? t("discount.threshold", { amount: yuanText(discount.threshold_fen) }) : t("discount.noThreshold")];
  if (discount.type === "percent" && discount.cap_fen > 0) lines.push(t("discount.cap", { amount: formatFen(discount.cap_fen) }));
  return lines;
}

/**
 * The offer in one sentence, for the voucher rules: 满¥200减¥50, 无门槛立减¥5, or for a
 * percent-off its rate and conditions (9折，满¥100可用，最高减¥50).
 */
export function offerText(discount: CouponDiscount, t: Translate, language: string): string {
  if (discount.type === "percent") {
    return [t("discount.percent", { rate: percentRate(discount.percent_off, language) }), ...conditionLines(discount, t)].join(t("offer.separator"));
  }
  const amount = formatFen(discount.discount_fen);
  return discount.threshold_fen > 0 ? t("offer.threshold", { threshold: formatFen(discount.threshold_fen), discount: amount }) : t("offer.direct", { discount: amount });
}

/** The product kinds a coupon applies to in words (门票、酒店), or 全场通用 for an empty scope. */
export function scopeText(scope: readonly string[], t: Translate): string {
  if (scope.length === 0) return t("scope.all");
  return scope.map((kind) => t(`scope.kinds.${kind}`)).join(t("scope.separator"));
}

/**
 * The last minute an instant of validity leaves, "YYYY-MM-DD HH:mm" in Asia/Shanghai: a coupon is
 * valid to the end of a Shanghai day, which the API sends as the next midnight
 * ("2026-12-07T16:00:00.000Z" -> "2026-12-07 23:59", not "2026-12-08 00:00"); other instants as they are.
 */
export function lastValidMinute(iso: string): string {
  const shown = formatShanghaiTime(iso);
  if (!shown.endsWith(" 00:00")) return shown;
  return formatShanghaiTime(new Date(Date.parse(iso) - 60_000).toISOString());
}

/** How long a claimed coupon of `rule` is valid: 领取后7天内有效, 有效期至…, or both. */
export function ruleValidityText(rule: Pick<CouponRule, "valid_days" | "valid_to">, t: Translate): string {
  if (rule.valid_days !== null && rule.valid_to) return t("validity.daysUntil", { count: rule.valid_days, time: lastValidMinute(rule.valid_to) });
  if (rule.valid_days !== null) return t("validity.days", { count: rule.valid_days });
  return rule.valid_to ? t("validity.until", { time: lastValidMinute(rule.valid_to) }) : "";
}

/** Until when a held coupon is valid: 有效期至2026-12-07 23:59. */
export function couponValidityText(coupon: Pick<UserCoupon, "expires_at">, t: Translate): string {
  return t("validity.until", { time: lastValidMinute(coupon.expires_at) });
}

/**
 * A coming instant relative to `now` (ms) in Asia/Shanghai: 今日10:00, 明日10:00, or with its
 * day (2026-12-05 10:00). Empty for a missing or unparsable instant.
 */
export function whenText(iso: string | null, now: number, t: Translate): string {
  const shown = formatShanghaiTime(iso);
  if (!shown) return "";
  const [day = "", time = ""] = shown.split(" ");
  const today = shanghaiDay(now);
  if (day === today) return t("when.today", { time });
  if (day === addDays(today, 1)) return t("when.tomorrow", { time });
  return t("when.date", { date: day, time });
}

/**
 * What is left to claim of an open rule: 今日剩余200张 for a daily release, else 剩余1000张. Empty
 * in the other states (the button says 已抢光, 即将开始 ...; before a release the figure is not yet today's).
 */
export function remainingText(rule: Pick<CouponRule, "state" | "remaining" | "release_time">, t: Translate): string {
  if (rule.state !== "open") return "";
  return t(rule.release_time ? "remaining.today" : "remaining.total", { count: rule.remaining });
}
