import { wholeYear } from "@wenlv/contract/opening-hours";
import type { ScenicDetail } from "@wenlv/contract/scenic";
import { shanghaiToday } from "../days";
import { hoursOn } from "../hours";
import { useTicketsT } from "../i18n";
import { localized } from "../localized";
import "./scenic-summary.css";

/**
 * A spot's opening hours in the page language (issue 9: hours per season as data): today's
 * (Asia/Shanghai; 今日闭馆 on a weekly closing day), then each season with its dates and last
 * entry, the weekly closures and the record's note. Falls back to the Chinese `opening_hours` text
 * for a record without seasons. `now` (ms) is for tests.
 */
export function OpeningHours({ scenic, now }: { scenic: ScenicDetail; now?: number }) {
  const { t, i18n } = useTicketsT();
  const language = i18n.language;
  const today = hoursOn(scenic.hours, scenic.closed_weekdays, shanghaiToday(now));
  const todayText =
    today.kind === "closed"
      ? t("hours.closedToday")
      : today.kind === "allDay"
        ? t("hours.allDay")
        : today.kind === "open"
          ? t("hours.today", { open: today.open, close: today.close })
          : null;
  const note = localized(scenic.hours_note, scenic.hours_note_en, language);
  // "3月1日" / "Mar 1" of a season's "MM-DD", from the strings rather than Intl.DateTimeFormat, whose
  // first use on a page loads the locale's calendar data (about 50 ms of a throttled phone's main
  // thread on /ScenicDetail's first screen, issue 8, decision 031).
  const monthDay = (md: string) => t("hours.monthDay", { month: t(`hours.months.${Number(md.slice(0, 2))}`), day: Number(md.slice(3)) });
  return (
    <>
      {todayText ? <strong className={today.kind === "closed" ? "wl-scenic-summary__closed" : undefined}>{todayText}</strong> : null}
      {scenic.hours.length > 0 ? (
        <ul className="wl-scenic-summary__seasons">
          {scenic.hours.map((s) => {
            const time = s.all_day ? t("hours.allDay") : `${s.open}-${s.close}`;
            const last = !s.all_day && s.last_entry ? t("hours.lastEntry", { time: s.last_entry }) : "";
            const when = wholeYear(s) ? t("hours.everyDay") : t("hours.range", { from: monthDay(s.from), to: monthDay(s.to) });
            return <li key={`${s.from}-${s.to}`}>{`${when} ${time}${last}`}</li>;
          })}
          {scenic.closed_weekdays.length > 0 ? (
            <li>{t("hours.closedOn", { days: [...scenic.closed_weekdays].sort().map((d) => t(`hours.weekdays.${d}`)).join(t("hours.and")) })}</li>
          ) : null}
          {note ? <li>{note}</li> : null}
        </ul>
      ) : (
        <span>{scenic.opening_hours}</span>
      )}
    </>
  );
}
