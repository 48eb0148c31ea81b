import type { StockDay } from "@wenlv/contract/scenic";
import { Price } from "@wenlv/ui";
import { CalendarOutline } from "antd-mobile-icons";
import { useState } from "react";
import { quickPickDays } from "../calendar";
import type { BookingDay } from "../days";
import { useTicketsT } from "../i18n";
import { dayAvailability } from "../stock";
import { PriceCalendar } from "./price-calendar";
import "./day-picker.css";

export type DayPickerProps = {
  /** The sales window, today first (Asia/Shanghai). */
  days: readonly BookingDay[];
  /** Stock by day; undefined while the stock is loading. */
  stock: Map<string, StockDay> | undefined;
  /** Price of the chosen SKU in fen (the same every day), shown under each day. */
  priceFen: number;
  value: string | null;
  onChange: (day: string) => void;
};

/**
 * The visit-day picker (issue 9): a row of the next bookable days (今天/明天/后天 or the weekday,
 * the date, the price; `quickPickDays`) and 更多日期, which opens the price calendar over the whole
 * sales window, where 闭馆, 售罄, 已停售 and past days are shown; closed, ended and past days cannot
 * be picked, a sold-out day can (to join its slots' waiting lists, decision 035) and then shows 售罄
 * in the row instead of the price (named 售罄 · 可候补).
 */
export function DayPicker({ days, stock, priceFen, value, onChange }: DayPickerProps) {
  const { t } = useTicketsT();
  const [open, setOpen] = useState(false);
  const weekdays = t("order.weekdays", { returnObjects: true }) as unknown as string[];
  const relative = [t("order.today"), t("order.tomorrow"), t("order.dayAfter")];
  const picks = quickPickDays(days, stock, value);
  return (
    <>
      <div className="wl-day-picker" role="group" aria-label={t("order.date")}>
        {!stock ? <p className="wl-day-picker__hint">{t("order.loadingDays")}</p> : picks.length === 0 ? <p className="wl-day-picker__hint">{t("order.noBookableDay")}</p> : null}
        {picks.map((day) => {
          const selected = day.day === value;
          const soldOut = dayAvailability(stock?.get(day.day)) === "soldOut";
          return (
            <button
              key={day.day}
              type="button"
              className={`wl-day-picker__day${selected ? " wl-day-picker__day--selected" : ""}`}
              aria-pressed={selected}
              data-day={day.day}
              onClick={() => onChange(day.day)}
            >
              <span className="wl-day-picker__label">{relative[day.offset] ?? weekdays[day.weekday] ?? ""}</span>
              <span className="wl-day-picker__date">{day.monthDay}</span>
              {soldOut ? (
                <span className="wl-day-picker__status">
                  <span aria-hidden>{t("order.soldOut")}</span>
                  <span className="wl-visually-hidden">{t("order.soldOutWaitlist")}</span>
                </span>
              ) : (
                <Price fen={priceFen} size="sm" free />
              )}
            </button>
          );
        })}
        <button type="button" className="wl-day-picker__day wl-day-picker__more" disabled={!stock} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <CalendarOutline fontSize={20} aria-hidden />
          <span className="wl-day-picker__label">{t("order.moreDates")}</span>
        </button>
      </div>
      {stock ? (
        <PriceCalendar visible={open} days={days} stock={stock} priceFen={priceFen} value={value} onChange={onChange} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
