/**
 * The longest sales window in days, today included: what one stock call can answer
 * (`ZStockRequest.days` max 15). A product's own window (`sale_days`) may be shorter.
 */
export const BOOKING_DAYS = 15;

/** Days the order page offers for a product selling `saleDays` days ahead: its window, at most {@link BOOKING_DAYS}. */
export function windowDays(saleDays: number): number {
  return Math.max(1, Math.min(saleDays, BOOKING_DAYS));
}

/** One bookable day: ISO day in Asia/Shanghai, month-day label, weekday 0 (Sunday) .. 6, offset from today. */
export type BookingDay = { day: string; monthDay: string; weekday: number; offset: number };

/**
 * Asia/Shanghai's offset from UTC: +08:00 all year, China Standard Time, without daylight saving
 * since 1991-09-15 (IANA tz database, zone Asia/Shanghai). A fixed offset rather than
 * `Intl.DateTimeFormat` with `timeZone`: building that formatter loads the time-zone data, about
 * 50 ms of a throttled phone's main thread on the first screen of /ScenicDetail (issue 8, decision 031).
 */
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;

/**
 * Today's date in Asia/Shanghai as "YYYY-MM-DD" (the API's day format, ARCHITECTURE.md "Time stored
 * UTC, shown Asia/Shanghai"), whatever the device's own time zone is. `now` in ms since the epoch,
 * from 1992 on (see SHANGHAI_OFFSET_MS).
 */
export function shanghaiToday(now: number = Date.now()): string {
  return new Date(now + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The `count` calendar days from `startDay` ("YYYY-MM-DD"), computed on the calendar (no time zone
 * or daylight-saving arithmetic): e.g. "2025-02-27" x 3 -> 02-27, 02-28, 03-01.
 * Throws RangeError when `startDay` is not a valid "YYYY-MM-DD" date.
 */
export function bookingDays(startDay: string, count: number = BOOKING_DAYS): BookingDay[] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(startDay);
  if (!match) throw new RangeError(`startDay must be YYYY-MM-DD, got ${startDay}`);
  const base = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (Number.isNaN(base) || new Date(base).toISOString().slice(0, 10) !== startDay) {
    throw new RangeError(`startDay is not a calendar date: ${startDay}`);
  }
  return Array.from({ length: count }, (_, offset) => {
    const date = new Date(base + offset * 86_400_000);
    const day = date.toISOString().slice(0, 10);
    return { day, monthDay: day.slice(5), weekday: date.getUTCDay(), offset };
  });
}
