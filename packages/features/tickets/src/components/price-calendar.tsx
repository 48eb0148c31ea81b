import type { StockDay } from "@wenlv/contract/scenic";
import { formatFen, Price } from "@wenlv/ui";
import { pressOnKey, useNamedCalendarBody } from "@wenlv/ui/calendar";
import { CalendarPicker, ConfigProvider } from "antd-mobile";
import enUS from "antd-mobile/es/locales/en-US";
import { useState } from "react";
import { dateOfDay, dayCell, dayOfDate, type DayCell } from "../calendar";
import type { BookingDay } from "../days";
import { useTicketsT } from "../i18n";
import "./price-calendar.css";

export type PriceCalendarProps = {
  visible: boolean;
  /** The sales window, today first (Asia/Shanghai "YYYY-MM-DD" days); the calendar spans it. */
  days: readonly BookingDay[];
  /** Stock by day from `scenicStock`. */
  stock: Map<string, StockDay>;
  /** Price of the chosen SKU in fen (the same every day). */
  priceFen: number;
  value: string | null;
  /** Called with the confirmed day; only an enabled (bookable) day can be confirmed. */
  onChange: (day: string) => void;
  onClose: () => void;
};

/**
 * The price calendar (antd-mobile CalendarPicker, single day, weeks from Monday) over the sales
 * window: under each day the SKU's price (¥80, 免费 for 0), 售罄, 闭馆 or 已停售 (`dayCell`);
 * closed, ended and past days are disabled, as are days beyond the window (issue 9, decisions 019
 * and 023); a sold-out day can be picked, to join its slots' waiting lists (decision 035). The pick
 * counts once 确定 is pressed. Each day is a button for the keyboard and screen readers
 * (antd-mobile's cells are plain divs): Tab reaches the days that can be picked, Enter or Space
 * picks one, and its name says the date and its price, 售罄 · 可候补, or why it cannot be booked.
 */
export function PriceCalendar({ visible, days, stock, priceFen, value, onChange, onClose }: PriceCalendarProps) {
  const { t, i18n } = useTicketsT();
  const [pending, setPending] = useState<string | null>(value);
  const [shownFor, setShownFor] = useState(visible);
  // Each opening starts from the current choice.
  if (visible !== shownFor) {
    setShownFor(visible);
    if (visible) setPending(value);
  }
  const title = t("order.calendarTitle");
  const namedBody = useNamedCalendarBody(title);
  /** "3月11日周二，¥80" / "Tue, March 11, Closed": the date, then its price or its state. */
  const dayName = (date: Date, cell: DayCell) => {
    const when = date.toLocaleDateString(i18n.language, { month: "long", day: "numeric", weekday: "short" });
    const what =
      "price" in cell.label
        ? cell.label.price === 0
          ? t("ui:price.free")
          : formatFen(cell.label.price)
        : cell.label.status === "unavailable"
          ? ""
          : t(cell.label.status === "soldOut" && !cell.disabled ? "order.soldOutWaitlist" : `order.${cell.label.status}`);
    return what ? `${when}${t("order.dayNameSeparator")}${what}` : when;
  };
  const first = days[0]?.day;
  const last = days.at(-1)?.day;
  if (!first || !last) return null;
  const cellOf = (date: Date) => dayCell(stock.get(dayOfDate(date)), priceFen);
  const picker = (
    <CalendarPicker
      className="wl-price-calendar"
      popupClassName="wl-price-calendar__popup"
      visible={visible}
      selectionMode="single"
      weekStartsOn="Monday"
      allowClear={false}
      title={title}
      confirmText={t("order.calendarConfirm")}
      min={dateOfDay(first)}
      max={dateOfDay(last)}
      value={pending ? dateOfDay(pending) : null}
      onChange={(date) => setPending(date ? dayOfDate(date) : null)}
      shouldDisableDate={(date) => cellOf(date).disabled}
      renderTop={(date) => (dayOfDate(date) === first ? t("order.today") : null)}
      renderDate={(date) => {
        const day = dayOfDate(date);
        const cell = cellOf(date);
        return (
          <span
            ref={namedBody}
            data-day={day}
            role="button"
            tabIndex={cell.disabled ? -1 : 0}
            aria-disabled={cell.disabled || undefined}
            aria-pressed={day === pending}
            aria-label={dayName(date, cell)}
            onKeyDown={pressOnKey}
          >
            {date.getDate()}
          </span>
        );
      }}
      renderBottom={(date) => {
        const { label } = cellOf(date);
        if ("price" in label) return <Price fen={label.price} size="sm" free className="wl-price-calendar__price" />;
        if (label.status === "unavailable") return null;
        return <span className={`wl-price-calendar__status wl-price-calendar__status--${label.status}`}>{t(`order.${label.status}`)}</span>;
      }}
      onConfirm={(date) => {
        if (date && !cellOf(date).disabled) onChange(dayOfDate(date));
      }}
      onClose={onClose}
      onMaskClick={onClose}
    />
  );
  // antd-mobile's own words (weekdays, month titles) follow the page language.
  return i18n.language.startsWith("en") ? <ConfigProvider locale={enUS}>{picker}</ConfigProvider> : picker;
}
