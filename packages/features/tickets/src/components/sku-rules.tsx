import type { TicketProduct } from "@wenlv/contract/scenic";
import type { SkuRules } from "@wenlv/contract/sku-rules";
import { SkuRulesNotice } from "@wenlv/ui/sku-rules";
import { useTicketsT } from "../i18n";

export type BookingNoticeProps = { rules: SkuRules; product: Pick<TicketProduct, "last_entry" | "cutoff_minutes"> };

/**
 * The 预订须知 block of /TicketOrder, shown before the pay button (issue 9 "rules before paying"):
 * @wenlv/ui's SkuRulesNotice (refund policy, entry method, proof, sample note) with the booking
 * cut-off of this product (ticket rules `cutoffMinutes` and `lastEntry`) as its last row.
 */
export function BookingNotice({ rules, product }: BookingNoticeProps) {
  const { t } = useTicketsT();
  const cutoff = [
    product.cutoff_minutes > 0 ? t("rules.cutoffSlot", { minutes: product.cutoff_minutes }) : t("rules.cutoffSlotEnd"),
    product.last_entry ? t("rules.lastEntry", { time: product.last_entry }) : null,
  ]
    .filter(Boolean)
    .join("；");
  return <SkuRulesNotice rules={rules} extraRows={[[t("rules.cutoffLabel"), cutoff]]} headingId="wl-order-rules" className="wl-ticket-order-form__card" />;
}
