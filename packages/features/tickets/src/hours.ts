import type { OpeningSeason } from "@wenlv/contract/scenic";

/** "MM-DD" of a Shanghai day "YYYY-MM-DD". */
const monthDayOf = (day: string) => day.slice(5);

/** Whether "MM-DD" `md` lies in the season (inclusive; a season may wrap over the new year). */
export function inSeason(season: Pick<OpeningSeason, "from" | "to">, md: string): boolean {
  return season.from <= season.to ? md >= season.from && md <= season.to : md >= season.from || md <= season.to;
}

/** ISO weekday (1 = Monday .. 7 = Sunday) of a calendar day "YYYY-MM-DD". */
export function isoWeekday(day: string): number {
  const d = new Date(`${day}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

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

/** Whether the seasons run the whole year as one ("01-01".."12-31" or a wrap ending the day before it starts). */
export function wholeYear(season: Pick<OpeningSeason, "from" | "to">): boolean {
  if (season.from === "01-01" && season.to === "12-31") return true;
  const start = new Date(Date.UTC(2024, Number(season.from.slice(0, 2)) - 1, Number(season.from.slice(3)) - 1));
  return `${String(start.getUTCMonth() + 1).padStart(2, "0")}-${String(start.getUTCDate()).padStart(2, "0")}` === season.to;
}
