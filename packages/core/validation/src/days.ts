/*
 * Calendar days "YYYY-MM-DD" in Asia/Shanghai, the API's day format (ARCHITECTURE.md: time stored
 * UTC, shown Asia/Shanghai). Arithmetic is on the calendar (UTC dates), never on the device's zone.
 */

/**
 * Asia/Shanghai's offset from UTC: +08:00 all year, China Standard Time, without daylight saving
 * since 1991-09-15 (IANA tz database, zone Asia/Shanghai). A fixed offset rather than
 * `Intl.DateTimeFormat` with `timeZone`: building that formatter loads the time-zone data, about
 * 50 ms of a throttled phone's main thread on a first screen (issue 8, decision 031).
 */
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** Today's date in Asia/Shanghai as "YYYY-MM-DD"; `now` in ms since the epoch, from 1992 on. */
export function shanghaiDay(now: number = Date.now()): string {
  return new Date(now + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}

/** The UTC midnight of "YYYY-MM-DD" in ms, or NaN when it is not a calendar date. */
export function dayStartUtc(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return Number.NaN;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(ms).toISOString().slice(0, 10) === day ? ms : Number.NaN;
}

/** True when `day` is a real "YYYY-MM-DD" calendar date. */
export function isDay(day: string | null | undefined): day is string {
  return typeof day === "string" && !Number.isNaN(dayStartUtc(day));
}

/** `day` plus `count` calendar days ("2025-02-27" + 2 -> "2025-03-01"). Throws RangeError on a bad day. */
export function addDays(day: string, count: number): string {
  const ms = dayStartUtc(day);
  if (Number.isNaN(ms)) throw new RangeError(`not a YYYY-MM-DD date: ${day}`);
  return new Date(ms + count * DAY_MS).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier); NaN when either is not a date. */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayStartUtc(to) - dayStartUtc(from)) / DAY_MS);
}

/** Weekday of a day: 0 Sunday .. 6 Saturday (as Date#getDay). */
export function weekdayOf(day: string): number {
  return new Date(dayStartUtc(day)).getUTCDay();
}

/**
 * Formats an ISO 8601 time as "YYYY-MM-DD HH:mm" in Asia/Shanghai, the same in every language:
 * "2025-05-01T06:30:00Z" -> "2025-05-01 14:30". Null, empty or unparsable input gives "".
 */
export function formatShanghaiTime(iso: string | null | undefined): string {
  if (!iso) return "";
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return "";
  return new Date(ms + SHANGHAI_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");
}
