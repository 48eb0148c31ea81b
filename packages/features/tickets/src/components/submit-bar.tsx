import { formatFen, Price } from "@wenlv/ui";
import { Button } from "antd-mobile";
import { useTicketsT } from "../i18n";
import "./submit-bar.css";

export type SubmitBarProps = {
  /** Unit price of the SKU in fen. */
  unitPriceFen: number;
  quantity: number;
  /** True while the create is in flight: the button is disabled. */
  submitting: boolean;
};

/**
 * The bottom bar of the order page: the total (unit price x quantity, integer fen, shown in yuan)
 * with its breakdown, and 提交订单 (the submit button of the surrounding form), disabled and showing 提交中 while the create is in flight.
 * The total is indicative: the API computes the amount from its own prices.
 */
export function SubmitBar({ unitPriceFen, quantity, submitting }: SubmitBarProps) {
  const { t } = useTicketsT();
  return (
    <div className="wl-submit-bar">
      <div className="wl-submit-bar__total" aria-live="polite">
        <span>{t("order.total")}</span>
        <Price fen={unitPriceFen * quantity} size="lg" />
        <span className="wl-submit-bar__breakdown">{t("order.unitTimesQuantity", { unit: formatFen(unitPriceFen), quantity })}</span>
      </div>
      <Button
        color="primary"
        className="wl-button-primary wl-submit-bar__button"
        loading={submitting}
        loadingText={t("order.submitting")}
        disabled={submitting}
        type="submit"
      >
        {t("order.submit")}
      </Button>
    </div>
  );
}
