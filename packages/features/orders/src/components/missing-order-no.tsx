import { useSafeNavigate } from "@wenlv/app-kit";
import { EmptyState } from "@wenlv/ui";
import { useOrdersT } from "../i18n";

/** Shown by order pages opened without `?order_no=`: says so and offers the order list. */
export function MissingOrderNo() {
  const t = useOrdersT();
  const navigate = useSafeNavigate();
  return <EmptyState description={t("common.missingOrderNo")} actionText={t("title.trades")} onAction={() => navigate("/Trades", { replace: true })} />;
}
