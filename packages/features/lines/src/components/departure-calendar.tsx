import type { LineDepartureDay } from "@wenlv/contract/lines";
import { formatFen, Price } from "@wenlv/ui";
import { dateOfDay, dayOfDate, pressOnKey, useNamedCalendarBody } from "@wenlv/ui/calendar";
import { CalendarPicker, ConfigProvider } from "antd-mobile";
import enUS from "antd-mobile/es/locales/en-US";
import { useMemo, useState } from "react";
import { departureCell, type DepartureCell } from "../departures";
import { useLinesT } from "../i18n";

export type DepartureCalendarProps = {
  visible: boolean;
  /** The departures answer's days (today first, Asia/Shanghai "YYYY-MM-DD"): the calendar spans them. */
  days: readonly LineDepartureDay[];
  value: string | null;
  /** Called with the confirmed day; only a choosable departure (bookable, or full with a waiting list) can be confirmed. */
  onChange: (day: string) => void;
  onClose: () => void;
};

/**
 * The departure calendar (antd-mobile CalendarPicker, one day, weeks from Monday) over the days the
 * departures answer covers: a bookable departure shows its seats left above the day and its price
 * from (fen) below; a full departure still open for booking shows 满员 above and 可候补 below and
 * can be picked (its waiting list is joined on /LineOrder); 已截止 departures are labelled and
 * disabled, days the line does not run are blank and disabled (`departureCell`). The pick counts
 * once 确定 is pressed. Each day is a keyboard button named with its date, price and seats, 满员 ·
 * 可候补, or why it cannot be booked.
 */
export function DepartureCalendar({ visible, days, value, onChange, onClose }: DepartureCalendarProps) {
  const { t, i18n } = useLinesT();
  const [pending, setPending] = useState<string | null>(value);
  const [shownFor, setShownFor] = useState(visible);
  // Each opening starts from the current choice.
  if (visible !== shownFor) {
    setShownFor(visible);
    if (visible) setPending(value);
  }
  const title = t("select.calendarTitle");
  const namedBody = useNamedCalendarBody(title);
  const byDay = useMemo(() => new Map(days.map((d) => [d.day, d])), [days]);
  const first = days[0]?.day;
  const last = days.at(-1)?.day;
  if (!first || !last) return null;
  const cellOf = (date: Date) => departureCell(byDay.get(dayOfDate(date)));
  const dayName = (date: Date, cell: DepartureCell) => {
    const when = date.toLocaleDateString(i18n.language, { month: "long", day: "numeric", weekday: "short" });
    const what = !cell.disabled
      ? cell.waitlist
        ? t("select.fullWaitlist")
        : [cell.priceFen !== null ? formatFen(cell.priceFen) : "", t("select.left", { count: cell.left })].filter(Boolean).join(t("select.dayNameSeparator"))
      : cell.status
        ? t(`select.${cell.status}`)
        : "";
    return what ? `${when}${t("select.dayNameSeparator")}${what}` : when;
  };
  const picker = (
    <CalendarPicker
      className="wl-line-calendar"
      visible={visible}
      selectionMode="single"
      weekStartsOn="Monday"
      allowClear={false}
      title={title}
      confirmText={t("select.calendarConfirm")}
      min={dateOfDay(first)}
      max={dateOfDay(last)}
      value={pending ? dateOfDay(pending) : null}
      onChange={(date) => setPending(date ? dayOfDate(date) : null)}
      shouldDisableDate={(date) => cellOf(date).disabled}
      renderTop={(date) => {
        const cell = cellOf(date);
        if (cell.disabled) return null;
        return <span className="wl-line-calendar__left">{cell.waitlist ? t("select.full") : t("select.left", { count: cell.left })}</span>;
      }}
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
        const cell = cellOf(date);
        if (!cell.disabled && cell.waitlist) return <span className="wl-line-calendar__status">{t("select.waitlist")}</span>;
        if (!cell.disabled) return cell.priceFen !== null ? <Price fen={cell.priceFen} size="sm" className="wl-line-calendar__price" /> : null;
        return cell.status ? <span className="wl-line-calendar__status">{t(`select.${cell.status}`)}</span> : null;
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
