import { inSeason, isoWeekday } from "@wenlv/contract/opening-hours";
import { daysBetween } from "../lib/time";
/** Days ahead that tickets can be booked, today (Asia/Shanghai) included: today + 14 days. */
export const SALE_DAYS = 15;

/** Slot name used when a product has no timed entry (the whole day is one slot). */
export const ALL_DAY_SLOT = "全天";

/**
 * Stock and opening rules of a ticket product, kept in `products.rules`. `capacity` is per slot per
 * day. Opening (issue 9: a closed day or an ended slot is never offered, not only refused):
 * - `closedWeekdays`: ISO weekdays (1 = Monday ... 7 = Sunday) the place is closed (周一闭馆 -> [1]);
 * - `closedDates`: further closed days ("YYYY-MM-DD": maintenance, a closure announced by the place);
 * - `openDates`: days open although their weekday is closed (法定节假日除外: the announced holidays);
 * - `season`: the only days of the year it opens ("MM-DD" `from`..`to`, inclusive, may wrap over
 *   the new year; a seasonal tour, issue 10); absent or null: all year;
 * - `lastEntry`: "HH:MM" Shanghai time after which the 全天 slot of a day is no longer booked
 *   (停止入园/入馆); a timed slot "HH:MM-HH:MM" stops at its end, a departure slot "HH:MM" (a travel
 *   line, issue 10) at its time;
 * - `cutoffMinutes`: booking stops this many minutes before that time (default 0; may reach back
 *   over days: a tour closing 72 hours before it departs).
 */
export type TicketRules = {
  slots: string[];
  capacity: number;
  saleDays: number;
  closedWeekdays: number[];
  closedDates: string[];
  openDates: string[];
  season?: { from: string; to: string } | null;
  lastEntry: string | null;
  cutoffMinutes: number;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const MONTH_DAY = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const days = (value: unknown): string[] => (Array.isArray(value) ? value.filter((d): d is string => typeof d === "string" && DAY.test(d)) : []);

/** Reads TicketRules from a product's `rules` JSON, with safe fallbacks (open every day, no extra cut-off). */
export function ticketRules(rules: Record<string, unknown>): TicketRules {
  const slots = Array.isArray(rules.slots) ? rules.slots.filter((s): s is string => typeof s === "string") : [];
  const capacity = typeof rules.capacity === "number" && rules.capacity >= 0 ? Math.floor(rules.capacity) : 0;
  const saleDays = typeof rules.saleDays === "number" && rules.saleDays > 0 ? Math.floor(rules.saleDays) : SALE_DAYS;
  const closedWeekdays = Array.isArray(rules.closedWeekdays)
    ? rules.closedWeekdays.filter((d): d is number => Number.isInteger(d) && (d as number) >= 1 && (d as number) <= 7)
    : [];
  const lastEntry = typeof rules.lastEntry === "string" && CLOCK.test(rules.lastEntry) ? rules.lastEntry : null;
  const cutoffMinutes = typeof rules.cutoffMinutes === "number" && rules.cutoffMinutes > 0 ? Math.floor(rules.cutoffMinutes) : 0;
  const season = rules.season as { from?: unknown; to?: unknown } | null | undefined;
  return {
    slots: slots.length > 0 ? slots : [ALL_DAY_SLOT],
    capacity,
    saleDays,
    closedWeekdays,
    closedDates: days(rules.closedDates),
    openDates: days(rules.openDates),
    season: typeof season?.from === "string" && MONTH_DAY.test(season.from) && typeof season.to === "string" && MONTH_DAY.test(season.to) ? { from: season.from, to: season.to } : null,
    lastEntry,
    cutoffMinutes,
  };
}

/** True when the place is closed on `day` (outside its season, its weekday or a closure date, unless an open date). */
export function isClosedDay(rules: Pick<TicketRules, "closedWeekdays" | "closedDates" | "openDates" | "season">, day: string): boolean {
  if (rules.openDates.includes(day)) return false;
  if (rules.season && !inSeason(rules.season, day.slice(5))) return true;
  return rules.closedDates.includes(day) || rules.closedWeekdays.includes(isoWeekday(day));
}

/**
 * When booking `slot` stops, in minutes from 00:00 (Shanghai) of the slot's day: a timed slot's
 * end, a departure slot's time ("08:30"), the 全天 slot's `lastEntry`, less `cutoffMinutes`;
 * negative when that is on an earlier day. Null when the slot has no end (全天 without a last entry
 * time), i.e. bookable all day.
 */
export function slotCutoffMinutes(rules: Pick<TicketRules, "lastEntry" | "cutoffMinutes">, slot: string): number | null {
  const end = /^(?:\d{2}:\d{2}-)?(\d{2}:\d{2})$/.exec(slot)?.[1] ?? (slot === ALL_DAY_SLOT ? rules.lastEntry : null);
  if (!end) return null;
  return Number(end.slice(0, 2)) * 60 + Number(end.slice(3)) - rules.cutoffMinutes;
}

/**
 * The Shanghai clock time "HH:MM" at which booking `slot` stops on its day ({@link slotCutoffMinutes});
 * "00:00" when it stops on an earlier day; null when the slot has no end (bookable all day).
 */
export function slotCutoff(rules: Pick<TicketRules, "lastEntry" | "cutoffMinutes">, slot: string): string | null {
  const minutes = slotCutoffMinutes(rules, slot);
  if (minutes === null) return null;
  if (minutes <= 0) return "00:00";
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** Why a slot cannot be booked: the place is closed that day, or booking stopped (cut-off passed). */
export type SlotBlock = "closed" | "ended" | null;

/**
 * Whether `slot` of `day` can still be booked at `now` (`today` and `clock` are Shanghai's day and
 * "HH:MM" at now): null when it can; "closed" on a closed day; "ended" once the slot's cut-off
 * ({@link slotCutoffMinutes}) has come, which for a long cut-off is on an earlier day (a tour
 * closing 72 hours before it departs). The stock answers and order create use it (issues 9, 10).
 */
export function slotBlock(rules: TicketRules, day: string, slot: string, today: string, clock: string): SlotBlock {
  if (isClosedDay(rules, day)) return "closed";
  if (day < today) return "ended";
  const cutoff = slotCutoffMinutes(rules, slot);
  const nowMinutes = Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
  if (cutoff !== null && daysBetween(today, day) * 1440 + cutoff <= nowMinutes) return "ended";
  return null;
}
