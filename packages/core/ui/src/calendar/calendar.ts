import { useCallback, type KeyboardEvent } from "react";

/*
 * Helpers for antd-mobile's CalendarPicker on Shanghai days ("YYYY-MM-DD"): the ticket price
 * calendar and the hotel stay calendar use them (`@wenlv/ui/calendar`).
 */

/**
 * The "YYYY-MM-DD" a calendar cell stands for. antd-mobile's CalendarPicker hands out the cell's
 * local midnight, and `dateOfDay` builds those from Shanghai days, so the local fields are the day.
 */
export function dayOfDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local midnight of a "YYYY-MM-DD" day, as CalendarPicker's `min`, `max` and `value` take it. */
export function dateOfDay(day: string): Date {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(year!, month! - 1, date!);
}

/** Enter and Space press a calendar day as a click would (the click reaches antd-mobile's cell). */
export function pressOnKey(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== "Enter" && event.key !== " ") return;
  event.preventDefault();
  event.currentTarget.click();
}

/**
 * A ref callback for each day's span that names the scrolling months body of the CalendarPicker
 * as a group called `title` (its days take the keyboard focus, so a keyboard scrolls it too: axe
 * scrollable-region-focusable, issue 9). antd-mobile passes no props to the body; the first day
 * rendered finds it.
 */
export function useNamedCalendarBody(title: string): (span: HTMLElement | null) => void {
  return useCallback(
    (span: HTMLElement | null) => {
      const body = span?.closest<HTMLElement>(".adm-calendar-picker-view-body");
      if (!body || body.getAttribute("aria-label") === title) return;
      body.setAttribute("role", "group");
      body.setAttribute("aria-label", title);
    },
    [title],
  );
}
