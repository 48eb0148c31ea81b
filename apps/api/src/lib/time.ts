/**
 * Calendar helpers for Asia/Shanghai (UTC+8, no daylight saving since 1991). Times are stored in
 * UTC; business days ("YYYY-MM-DD") are Shanghai days (brief: "Time stored UTC, shown Asia/Shanghai").
 */

const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Shanghai calendar day of an instant, as "YYYY-MM-DD". */
export function shanghaiDay(at: Date): string {
  return new Date(at.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Shanghai wall-clock time of an instant, as "HH:MM". */
export function shanghaiClock(at: Date): string {
  return new Date(at.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(11, 16);
}

/** The instant of wall-clock time `clock` ("HH:MM") on Shanghai day `day` ("YYYY-MM-DD"): a session's or showtime's start. */
export function shanghaiInstant(day: string, clock: string): Date {
  return new Date(Date.parse(`${day}T${clock}:00Z`) - SHANGHAI_OFFSET_MS);
}

/** Adds whole days to a "YYYY-MM-DD" day (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` ("YYYY-MM-DD"); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** True when `day` is a real calendar day in "YYYY-MM-DD" form (rejects 2025-02-30). */
export function isValidDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const t = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === day;
}
