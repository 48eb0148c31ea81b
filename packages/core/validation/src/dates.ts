/** Earliest birth date accepted on identity documents; nobody alive was born before it. */
export const EARLIEST_BIRTH_DATE = "19000101";

/** Today's calendar date in Asia/Shanghai (UTC+8, no daylight saving) as "YYYYMMDD". */
export function shanghaiToday(now: Date): string {
  const t = new Date(now.getTime() + 8 * 60 * 60 * 1000);
  const y = String(t.getUTCFullYear()).padStart(4, "0");
  const m = String(t.getUTCMonth() + 1).padStart(2, "0");
  const d = String(t.getUTCDate()).padStart(2, "0");
  return `${y}${m}${d}`;
}

/** True when "YYYYMMDD" is a real calendar date (leap years included). */
export function isCalendarDate(yyyymmdd: string): boolean {
  if (!/^\d{8}$/.test(yyyymmdd)) return false;
  const y = Number(yyyymmdd.slice(0, 4));
  const m = Number(yyyymmdd.slice(4, 6));
  const d = Number(yyyymmdd.slice(6, 8));
  if (m < 1 || m > 12 || d < 1) return false;
  const date = new Date(Date.UTC(2000, m - 1, d));
  date.setUTCFullYear(y);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * True when "YYYYMMDD" is a real date between 1900-01-01 and today (Asia/Shanghai) inclusive:
 * a birth date printed on an identity document.
 */
export function isPlausibleBirthDate(yyyymmdd: string, now: Date = new Date()): boolean {
  return isCalendarDate(yyyymmdd) && yyyymmdd >= EARLIEST_BIRTH_DATE && yyyymmdd <= shanghaiToday(now);
}
