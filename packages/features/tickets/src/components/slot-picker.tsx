import type { SlotStock } from "@wenlv/contract/scenic";
import { useTicketsT } from "../i18n";
import { slotPickable, slotWaitlisted } from "../stock";
import "./slot-picker.css";

export type SlotPickerProps = {
  /** Slots of the chosen day with their remaining stock; null until a day is chosen. */
  slots: readonly SlotStock[] | null;
  value: string | null;
  onChange: (slot: string) => void;
};

/**
 * The entry time-slot picker: each slot of the chosen day with its remaining stock (余 N, from
 * `scenicStock`), 已停售 once its booking cut-off has come, 闭馆 on a closing day, or 售罄 · 可候补
 * when it has no places left but is otherwise bookable. Open and sold-out slots are enabled
 * buttons (a sold-out one to join its waiting list, decision 035); closed and ended slots
 * (`bookable: false`) are disabled and can never be chosen (issue 9). Each button's name is the
 * slot and its state.
 */
export function SlotPicker({ slots, value, onChange }: SlotPickerProps) {
  const { t } = useTicketsT();
  if (!slots) return <p className="wl-slot-picker__hint">{t("order.pickDateFirst")}</p>;
  return (
    <div className="wl-slot-picker" role="group" aria-label={t("order.slot")}>
      {slots.map((slot) => {
        const waitlisted = slotWaitlisted(slot);
        const status = slot.blocked
          ? t(`order.${slot.blocked}`)
          : waitlisted
            ? t("order.soldOutWaitlist")
            : slot.remaining <= 0
              ? t("order.soldOut")
              : t("order.remaining", { count: slot.remaining });
        const selected = slot.slot === value;
        return (
          <button
            key={slot.slot}
            type="button"
            className={`wl-slot-picker__slot${waitlisted ? " wl-slot-picker__slot--waitlist" : ""}${selected ? " wl-slot-picker__slot--selected" : ""}`}
            aria-pressed={selected}
            disabled={!slotPickable(slot)}
            data-slot={slot.slot}
            onClick={() => onChange(slot.slot)}
          >
            <span className="wl-slot-picker__time">{slot.slot}</span>
            <span className="wl-slot-picker__stock">{status}</span>
          </button>
        );
      })}
    </div>
  );
}
