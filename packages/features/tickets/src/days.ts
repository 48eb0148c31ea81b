import { dayStartUtc, shanghaiDay } from "@wenlv/validation/days";

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

/** Today's date in Asia/Shanghai as "YYYY-MM-DD" (`shanghaiDay` of @wenlv/validation). */
export const shanghaiToday = shanghaiDay;

/**
 * The `count` calendar days from `startDay` ("YYYY-MM-DD"), computed on the calendar (no time zone
 * or daylight-saving arithmetic): e.g. "2025-02-27" x 3 -> 02-27, 02-28, 03-01.
 * Throws RangeError when `startDay` is not a valid "YYYY-MM-DD" date.
 */
export function bookingDays(startDay: string, count: number = BOOKING_DAYS): BookingDay[] {
  const base = dayStartUtc(startDay);
  if (Number.isNaN(base)) throw new RangeError(`startDay is not a YYYY-MM-DD calendar date: ${startDay}`);
  return Array.from({ length: count }, (_, offset) => {
    const date = new Date(base + offset * 86_400_000);
    const day = date.toISOString().slice(0, 10);
    return { day, monthDay: day.slice(5), weekday: date.getUTCDay(), offset };
  });
}
