import { refundFeeFen, type RefundPolicy } from "@wenlv/contract/sku-rules";
import { shanghaiClock, shanghaiDay } from "../../lib/time";
import { readSkuRules } from "../../db/sku-rules";
import { readSnapshot } from "./snapshot";

/** Asia/Shanghai has kept UTC+8 all year since 1991, so a Shanghai wall time is a fixed offset. */
const SHANGHAI_OFFSET = "+08:00";

/**
 * When a `before` policy's free refund ends for a visit on `day` (YYYY-MM-DD) in `slot`: `hours`
 * before the visit starts, the slot's start ("09:00-11:00" -> 09:00 Asia/Shanghai; a travel line's
 * departure slot "08:30" -> 08:30; a performance or film stock slot "19:30|A" or "19:30|<hall>" ->
 * 19:30, issue 10), else `startClock` ("HH:MM": a hotel's check-in time, issue 10), else 00:00 of
 * the day (全天). Decision 022.
 */
export function refundDeadline(hours: number, day: string, slot: string | null, startClock?: string): Date {
  const start = /^(\d{2}:\d{2})(?:-\d{2}:\d{2}|\|.+)?$/.exec(slot ?? "")?.[1] ?? startClock ?? "00:00";
  return new Date(new Date(`${day}T${start}:00${SHANGHAI_OFFSET}`).getTime() - hours * 3_600_000);
}

/** "MM月DD日 HH:MM" in Asia/Shanghai, for a refusal message. */
function shanghaiText(at: Date): string {
  const day = shanghaiDay(at);
  return `${Number(day.slice(5, 7))}月${Number(day.slice(8, 10))}日 ${shanghaiClock(at)}`;
}

/** What the refund rules read of an order item. */
export type RefundableItem = { day: string | null; slot: string | null; unitPriceFen: number; snapshot: unknown };

/**
 * Why the policy an item was sold under refuses a refund at `now`, or null when it allows one
 * (issue 9 "a refund outside policy is refused with the reason"; decision 022):
 * `none` -> "该门票不可退款（预订须知：不可退）"; `before` past {@link refundDeadline} ->
 * "已过免费退款时间（M月D日 HH:MM前可退），不可退款". `anytime` and `partial` allow it (the visit day
 * check is refundBlocker's). Items sold before issue 9 follow DEFAULT_SKU_RULES (随时退).
 */
export function policyBlocker(item: RefundableItem, now: Date): string | null {
  const policy = itemPolicy(item);
  if (policy.kind === "none") return "该门票不可退款（预订须知：不可退）";
  if (policy.kind === "before" && item.day !== null) {
    // A hotel stay is cancelled as a whole: the deadline counts from check-in (issue 10).
    const stay = readSnapshot(item.snapshot).stay;
    const deadline = stay ? refundDeadline(policy.hours, stay.check_in, null, stay.check_in_time) : refundDeadline(policy.hours, item.day, item.slot);
    if (now.getTime() >= deadline.getTime()) return `已过免费退款时间（${shanghaiText(deadline)}前可退），不可退款`;
  }
  return null;
}

/** The refund policy an item was sold under. */
export function itemPolicy(item: Pick<RefundableItem, "snapshot">): RefundPolicy {
  return readSkuRules((item.snapshot as { rules?: unknown } | null)?.rules).refund;
}

/** What one ticket of `item` refunds, fen: its unit price less the policy's fee (refundFeeFen). */
export function refundUnitFen(item: Pick<RefundableItem, "unitPriceFen" | "snapshot">): number {
  return item.unitPriceFen - refundFeeFen(itemPolicy(item), item.unitPriceFen);
}
