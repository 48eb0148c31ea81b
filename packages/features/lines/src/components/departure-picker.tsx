import type { LineDepartureDay } from "@wenlv/contract/lines";
import { Price } from "@wenlv/ui";
import { formatShanghaiTime } from "@wenlv/validation/days";
import { CalendarOutline } from "antd-mobile-icons";
import { useState } from "react";
import { departureChoosable, quickDepartures } from "../departures";
import { useLinesT } from "../i18n";
import { DepartureCalendar } from "./departure-calendar";

/** "12月1日 周二" / "Tue, 12/1": a departure's day as the booking pages show it. */
export function useDepartureLabel(): (day: Pick<LineDepartureDay, "day" | "weekday">) => string {
  const { t } = useLinesT();
  const names = t("facts.weekdayNames", { returnObjects: true }) as unknown as string[];
  return ({ day, weekday }) => t("select.dayLabel", { month: Number(day.slice(5, 7)), day: Number(day.slice(8, 10)), weekday: names[weekday % 7] ?? "" });
}

/** "12-01 08:00": an instant in Shanghai time without the year, for deadlines. */
export function deadlineText(iso: string): string {
  return formatShanghaiTime(iso).slice(5);
}

export type DeparturePickerProps = {
  /** The departures answer's days; undefined while loading. */
  days: readonly LineDepartureDay[] | undefined;
  /** The chosen day ("YYYY-MM-DD"), a choosable one (`departureChoosable`), or null. */
  value: string | null;
  onChange: (day: string) => void;
};

/**
 * The departure-date picker of /LineSelect: a row of the next choosable departures (weekday, date,
 * price from in fen, seats left, or 满员 · 可候补 for a full one still open for booking, whose
 * waiting list /LineOrder joins; `quickDepartures`) and 更多日期, which opens the departure
 * calendar over the whole answer; then the chosen departure's time, seats left (or 已满员 and what
 * going on means), booking cutoff and free cancellation deadline. Days that do not run or whose
 * booking closed are never offered.
 */
export function DeparturePicker({ days, value, onChange }: DeparturePickerProps) {
  const { t } = useLinesT();
  const label = useDepartureLabel();
  const [open, setOpen] = useState(false);
  const picks = days ? quickDepartures(days, value) : [];
  const chosen = days?.find((d) => d.day === value && departureChoosable(d));
  return (
    <>
      <div className="wl-line-days" role="group" aria-label={t("select.date")}>
        {!days ? <p className="wl-line-muted">{t("select.loadingDays")}</p> : picks.length === 0 ? <p className="wl-line-muted">{t("select.noDepartures")}</p> : null}
        {picks.map((d) => {
          const selected = d.day === value;
          return (
            <button
              key={d.day}
              type="button"
              className={`wl-line-days__day${selected ? " wl-line-days__day--selected" : ""}`}
              aria-pressed={selected}
              data-day={d.day}
              onClick={() => onChange(d.day)}
            >
              <span className="wl-line-days__date">{label(d)}</span>
              {d.price_from_fen !== null ? <Price fen={d.price_from_fen} size="sm" /> : null}
              {d.bookable ? <small>{t("select.left", { count: d.remaining })}</small> : <small className="wl-line-days__waitlist">{t("select.fullWaitlist")}</small>}
            </button>
          );
        })}
        <button type="button" className="wl-line-days__day wl-line-days__more" disabled={!days || picks.length === 0} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <CalendarOutline fontSize={20} aria-hidden />
          <span>{t("select.moreDates")}</span>
        </button>
      </div>
      {chosen ? (
        <ul className="wl-line-chosen">
          <li>{chosen.bookable ? t("select.chosen", { day: label(chosen), time: chosen.time ?? "", left: chosen.remaining }) : t("select.chosenFull", { day: label(chosen), time: chosen.time ?? "" })}</li>
          {chosen.bookable ? null : <li className="wl-line-days__waitlist">{t("select.waitlistHint")}</li>}
          {chosen.cutoff_at ? <li>{t("select.cutoffAt", { time: deadlineText(chosen.cutoff_at) })}</li> : null}
          <li>{chosen.free_cancel_until ? t("select.freeCancelUntil", { time: deadlineText(chosen.free_cancel_until) }) : t("select.noRefund")}</li>
        </ul>
      ) : null}
      {days ? (
        <DepartureCalendar
          visible={open}
          days={days}
          value={value}
          onChange={(day) => {
            setOpen(false);
            onChange(day);
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
