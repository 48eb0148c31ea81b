import { addDays, weekdayOf } from "@wenlv/validation/days";
import { QuantityStepper } from "@wenlv/ui";
import { MAX_HOTEL_ROOMS } from "@wenlv/contract/orders";
import { useState } from "react";
import { useHotelsT } from "../i18n";
import { nightsOf, type Stay } from "../stay";
import { StayCalendar } from "./stay-calendar";
import "@wenlv/ui/detail-layout.css";
import "./hotels.css";

export type StayBarProps = {
  stay: Stay;
  today: string;
  /** Nights the hotel sells ahead, tonight included (the detail's `sale_days`). */
  saleDays: number;
  onChange: (stay: Stay) => void;
  /** Show the rooms stepper (the detail page; the order page has its own). */
  withRooms?: boolean;
};

/** "11月26日 周四" / "Thu, 11/26": a Shanghai day as the stay bar shows it. */
export function useDayLabel() {
  const { t } = useHotelsT();
  return (day: string) => {
    const weekdays = t("stay.weekdays", { returnObjects: true }) as string[];
    return t("stay.dayLabel", { month: Number(day.slice(5, 7)), day: Number(day.slice(8, 10)), weekday: weekdays[weekdayOf(day)] });
  };
}

/**
 * The stay of a hotel page: check-in and check-out days with the nights between (one button that
 * opens the stay calendar) and, on the detail page, the rooms (1..MAX_HOTEL_ROOMS). Changes go to
 * `onChange`, which keeps them in the page's URL.
 */
export function StayBar({ stay, today, saleDays, onChange, withRooms = false }: StayBarProps) {
  const { t } = useHotelsT();
  const dayLabel = useDayLabel();
  const [open, setOpen] = useState(false);
  const nights = nightsOf(stay);
  return (
    <section className="wl-hotel-stay" aria-label={t("order.stay")}>
      <button type="button" className="wl-hotel-stay__dates" onClick={() => setOpen(true)} aria-label={`${t("stay.change")}: ${t("stay.checkIn")} ${dayLabel(stay.checkIn)}, ${t("stay.checkOut")} ${dayLabel(stay.checkOut)}`}>
        <span className="wl-hotel-stay__day">
          <small>{t("stay.checkIn")}</small>
          <strong>{dayLabel(stay.checkIn)}</strong>
        </span>
        <span className="wl-hotel-stay__nights">{t("stay.nights", { count: nights })}</span>
        <span className="wl-hotel-stay__day">
          <small>{t("stay.checkOut")}</small>
          <strong>{dayLabel(stay.checkOut)}</strong>
        </span>
      </button>
      {withRooms ? (
        <div className="wl-hotel-stay__rooms">
          <span>{t("stay.rooms")}</span>
          <QuantityStepper value={stay.rooms} min={1} max={MAX_HOTEL_ROOMS} label={t("stay.rooms")} onChange={(rooms) => onChange({ ...stay, rooms })} />
        </div>
      ) : null}
      <StayCalendar
        visible={open}
        today={today}
        lastCheckOut={addDays(today, saleDays)}
        checkIn={stay.checkIn}
        checkOut={stay.checkOut}
        onChange={(checkIn, checkOut) => {
          setOpen(false);
          onChange({ ...stay, checkIn, checkOut });
        }}
        onClose={() => setOpen(false)}
      />
    </section>
  );
}
