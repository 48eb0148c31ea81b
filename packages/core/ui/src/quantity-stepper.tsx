import { Stepper } from "antd-mobile";
import { useLayoutEffect, useRef } from "react";
import { useUiT } from "./i18n";
import "./tokens.css";
import "./quantity-stepper.css";

export type QuantityStepperProps = {
  /** Current quantity (integer). */
  value: number;
  onChange: (value: number) => void;
  /** Smallest allowed quantity. Default 1. */
  min?: number;
  /** Largest allowed quantity (e.g. remaining stock of the time slot, or a per-order limit). */
  max: number;
  /** Accessible name of the number, e.g. "成人票数量"; defaults to "数量" / "Quantity". */
  label?: string;
  disabled?: boolean;
};

/**
 * A whole-number stepper on antd-mobile's Stepper with what it lacks for WCAG: 44 px buttons,
 * a named number field (its input has no label, an axe "label" violation), no stray aria-value*
 * on the input's wrapper, button names in the current language, and always a finite `max`
 * (without one its `aria-valuemax` is "NaN").
 * The input is read-only so the phone keyboard never covers the order form; the buttons change it.
 */
export function QuantityStepper({ value, onChange, min = 1, max, label, disabled = false }: QuantityStepperProps) {
  const t = useUiT();
  const ref = useRef<HTMLDivElement>(null);
  const name = label ?? t("stepper.label");
  const decrease = t("stepper.decrease", { name });
  const increase = t("stepper.increase", { name });
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    root.querySelector("input")?.setAttribute("aria-label", name);
    // antd-mobile copies the input's aria-value* onto the wrapping div too (axe aria-allowed-attr).
    const wrapper = root.querySelector(".adm-stepper-input");
    for (const attr of ["aria-valuenow", "aria-valuemax", "aria-valuemin"]) wrapper?.removeAttribute(attr);
    root.querySelector(".adm-stepper-minus")?.setAttribute("aria-label", decrease);
    root.querySelector(".adm-stepper-plus")?.setAttribute("aria-label", increase);
  });
  return (
    <div ref={ref} className="wl-quantity-stepper">
      <Stepper value={value} onChange={(next) => onChange(next)} min={min} max={Math.max(min, max)} step={1} digits={0} disabled={disabled} inputReadOnly />
    </div>
  );
}
