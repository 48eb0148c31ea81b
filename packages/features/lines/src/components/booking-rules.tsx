import type { LineDetail } from "@wenlv/contract/lines";
import { SkuRulesNotice } from "@wenlv/ui/sku-rules";
import { useLinesT } from "../i18n";

/**
 * The booking rules of a line (预订规则): the refund policy, entry and proof of its first
 * package's adult fare (SkuRulesNotice of @wenlv/ui/sku-rules; a line's fares share the refund
 * rule), then the group size, when booking closes (hours before departure), how far ahead
 * departures are sold and the real-name rule. `extraRows` come after (the order page adds its
 * departure's own deadlines).
 */
export function BookingRules({ line, extraRows = [], headingId = "wl-line-rules" }: { line: LineDetail; extraRows?: [string, string][]; headingId?: string }) {
  const { t } = useLinesT();
  const rules = line.packages[0]?.adult.rules;
  if (!rules) return null;
  const rows: [string, string][] = [
    [t("detail.seatsLabel"), t("detail.seats", { count: line.seats })],
    [t("detail.cutoffLabel"), line.cutoff_hours > 0 ? t("detail.cutoff", { hours: line.cutoff_hours }) : t("detail.cutoffNone")],
    [t("detail.saleDaysLabel"), t("detail.saleDays", { days: line.sale_days })],
    [t("detail.realNameLabel"), line.real_name ? t("detail.realName") : t("detail.notRealName")],
    ...extraRows,
  ];
  return <SkuRulesNotice kind="line" rules={rules} extraRows={rows} headingId={headingId} title={t("detail.rules")} className="wl-detail-card" />;
}
