/** The time zone every time is shown in (ARCHITECTURE.md: "Time stored UTC, shown Asia/Shanghai"). */
export const DISPLAY_TIME_ZONE = "Asia/Shanghai";

/** "YYYY-MM-DD HH:mm" in Asia/Shanghai from an ISO time ("" for none): `formatShanghaiTime` of @wenlv/validation. */
export { formatShanghaiTime } from "@wenlv/validation/days";

/**
 * Formats a remaining duration in ms as "mm:ss" (minutes may exceed 59: 3_900_000 -> "65:00");
 * negative values show "00:00". Seconds are rounded up so "00:00" appears only at the deadline.
 */
export function formatMmSs(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, "0")}:${String(seconds).padStart(2, "0")}`;
}

/** "YYYY-MM-DD HH:mm-HH:mm" style visit time from an item's day and slot; either may be null. */
export function formatVisit(day: string | null, slot: string | null): string {
  return [day, slot].filter(Boolean).join(" ");
}
