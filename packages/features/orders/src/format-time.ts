/** The time zone every time is shown in (ARCHITECTURE.md: "Time stored UTC, shown Asia/Shanghai"). */
export const DISPLAY_TIME_ZONE = "Asia/Shanghai";

const parts = new Intl.DateTimeFormat("en-GB", {
  timeZone: DISPLAY_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/**
 * Formats an ISO 8601 UTC time as "YYYY-MM-DD HH:mm" in Asia/Shanghai, the same in every language:
 * "2025-05-01T06:30:00Z" -> "2025-05-01 14:30". Null, empty or unparsable input gives "".
 */
export function formatShanghaiTime(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const list = parts.formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => list.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")} ${get("hour")}:${get("minute")}`;
}

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
