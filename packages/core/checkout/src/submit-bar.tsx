import { formatFen, Price } from "@wenlv/ui";
import { Button } from "antd-mobile";
import type { ReactNode } from "react";
import { useCheckoutT } from "./i18n";
import "./submit-bar.css";

export type SubmitBarProps = (
  | {
      /** Unit price in fen, times `quantity`: the total, shown with "unit × quantity". */
      unitPriceFen: number;
      quantity: number;
    }
  | {
      /** The total in fen (e.g. a stay's nights added up), with its own breakdown text ("2晚 × 1间"). */
      totalFen: number;
      breakdown: string;
    }
) & {
  /** True while the create is in flight: the button is disabled. */
  submitting: boolean;
  /** True when nothing can be ordered now (e.g. no room left for the stay): the button is disabled. */
  disabled?: boolean;
  /** The button's text instead of 提交订单 (e.g. 加入候补 on sold-out stock). */
  label?: string;
  /** Outside a form: the button is a plain button calling this (the cart's 去结算) instead of the form's submit. */
  onAction?: () => void;
  /** Before the total (the cart's 全选 checkbox). */
  leading?: ReactNode;
  /** Beside the main button (加入购物车 on the ticket order page). */
  secondary?: ReactNode;
};

/**
 * The bottom bar of every order page: the total (integer fen, shown in yuan) with its breakdown,
 * and 提交订单 or `label` (the submit button of the surrounding form, or a button calling `onAction`),
 * disabled and showing 提交中 while the create is in flight; `leading` and `secondary` add a control
 * before the total and beside the button. The total is indicative: the API computes the amount from its own prices.
 */
export function SubmitBar(props: SubmitBarProps) {
  const t = useCheckoutT();
  const { submitting, disabled = false, label, onAction, leading, secondary } = props;
  const totalFen = "totalFen" in props ? props.totalFen : props.unitPriceFen * props.quantity;
  const breakdown = "totalFen" in props ? props.breakdown : t("unitTimesQuantity", { unit: formatFen(props.unitPriceFen), quantity: props.quantity });
  return (
    <div className="wl-submit-bar">
      {leading}
      <div className="wl-submit-bar__total" aria-live="polite">
        <span>{t("total")}</span>
        <Price fen={totalFen} size="lg" />
        <span className="wl-submit-bar__breakdown">{breakdown}</span>
      </div>
      {secondary}
      <Button
        color="primary"
        className="wl-button-primary wl-submit-bar__button"
        loading={submitting}
        loadingText={t("submitting")}
        disabled={submitting || disabled}
        type={onAction ? "button" : "submit"}
        onClick={onAction}
      >
        {label ?? t("submit")}
      </Button>
    </div>
  );
}
