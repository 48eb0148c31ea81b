import { inSeason, isoWeekday } from "@wenlv/contract/opening-hours";
import type { OpeningSeason } from "@wenlv/contract/scenic";

/** "MM-DD" of a Shanghai day "YYYY-MM-DD". */
const monthDayOf = (day: string) => day.slice(5);

/** What a spot's hours say about one Shanghai day: closed (weekly closure), open day and night, or open with its times. */
export type DayHours =
  | { kind: "closed" }
  | { kind: "allDay" }
  | { kind: "open"; open: string; close: string; lastEntry: string | null }
  | { kind: "unknown" };

/**
 * The hours of the Shanghai day `day` ("YYYY-MM-DD") from a spot's seasons and weekly closures
 * (issue 9: hours per season as data). Closed dates announced as data are refused by the stock
 * answer, not here; "unknown" when no season covers the day (a record without seasons).
 */
export function hoursOn(hours: readonly OpeningSeason[], closedWeekdays: readonly number[], day: string): DayHours {
  if (closedWeekdays.includes(isoWeekday(day))) return { kind: "closed" };
  const season = hours.find((s) => inSeason(s, monthDayOf(day)));
  if (!season) return { kind: "unknown" };
  if (season.all_day) return { kind: "allDay" };
  return { kind: "open", open: season.open ?? "", close: season.close ?? "", lastEntry: season.last_entry };
}

