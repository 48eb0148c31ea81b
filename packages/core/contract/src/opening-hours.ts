/**
 * Calendar rules of opening hours shared by the API (ticket rules, the Chinese hours text) and the
 * pages (hours per season, issue 9). Days are "YYYY-MM-DD" calendar days in Asia/Shanghai; seasons
 * run `from`..`to` ("MM-DD", inclusive, may wrap over the new year).
 */

/** ISO weekday of a "YYYY-MM-DD" day: 1 = Monday ... 7 = Sunday. */
export function isoWeekday(day: string): number {
  const sunday0 = new Date(`${day}T00:00:00Z`).getUTCDay();
  return sunday0 === 0 ? 7 : sunday0;
}

/** Whether "MM-DD" `md` lies in the season (inclusive; a season may wrap over the new year). */
export function inSeason(season: { from: string; to: string }, md: string): boolean {
  return season.from <= season.to ? md >= season.from && md <= season.to : md >= season.from || md <= season.to;
}

/** Whether the season is the whole year ("01-01".."12-31", or a wrap that ends the day before it starts). */
export function wholeYear(season: { from: string; to: string }): boolean {
  if (season.from === "01-01" && season.to === "12-31") return true;
  const before = new Date(Date.UTC(2024, Number(season.from.slice(0, 2)) - 1, Number(season.from.slice(3)) - 1));
  return `${String(before.getUTCMonth() + 1).padStart(2, "0")}-${String(before.getUTCDate()).padStart(2, "0")}` === season.to;
}
