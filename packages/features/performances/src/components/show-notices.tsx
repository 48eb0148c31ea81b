import type { PerformDetail } from "@wenlv/contract/performances";
import { SkuRulesNotice } from "@wenlv/ui/sku-rules";
import { usePerformancesT } from "../i18n";

/**
 * 购票须知 of a show, before buying (/PerformDetail) and again before paying (/PerformOrder): the
 * refund policy and entry of its zones (decision 022, the shared SkuRulesNotice), then how seats
 * are had (对号入座 / 不对号入场), the real-name rule (none, one ID per order, or one attendee with an
 * ID per ticket for a large show), the per-order limit and when online sales close before a session.
 */
export function ShowNotices({ show, headingId = "wl-perform-notices" }: { show: PerformDetail; headingId?: string }) {
  const { t } = usePerformancesT();
  const rows: [string, string][] = [
    [t("detail.seatingLabel"), show.seated ? t("detail.seated") : t("detail.standing")],
    [t("detail.realNameLabel"), t(`detail.realName.${show.real_name}`)],
    [t("detail.limitLabel"), t("detail.limit", { max: show.max_per_order })],
    [t("detail.cutoffLabel"), t("detail.cutoff", { minutes: show.sale_cutoff_minutes })],
  ];
  return <SkuRulesNotice kind="performance" rules={show.rules} extraRows={rows} headingId={headingId} title={t("detail.notices")} className="wl-perform-notices" />;
}
