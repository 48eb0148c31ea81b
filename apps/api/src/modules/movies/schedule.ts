import { daysBetween } from "../../lib/time";

/*
 * The sample daily schedule of a cinema (issue 10; seed/notes/cinemas.md: showtimes are samples).
 * The seed gives each film its daily start times and the cinemas showing it, but not the hall: a
 * cinema's 2-3 sample halls cannot hold every film at every time, so each day the films take turns
 * to choose first, and a showtime that finds no free hall is not shown that day.
 */

/** Minutes a hall stays closed after a showing before the next starts (cleaning, entry). */
export const HALL_TURNAROUND_MINUTES = 15;

/** A film as the schedule sees it: its product at the cinema, running time and daily start times ("HH:MM"). */
export type ScheduledFilm = { productId: number; durationMinutes: number; times: readonly string[] };

/** One showing of a day: the film's product, its start "HH:MM" and the hall's code. */
export type Showing = { productId: number; time: string; hall: string };

const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * The showings of a cinema on `day` ("YYYY-MM-DD"): films in product id order, rotated by the day
 * (the n-th day since 1970-01-01 lets the (n mod films)-th film choose first), each placing each of
 * its times in the first hall, in the cinema's order rotated by the film's position, where it does
 * not overlap a showing already placed (running time plus HALL_TURNAROUND_MINUTES); a time with no
 * free hall is left out that day. Deterministic: every API node answers the same schedule.
 * Answers the showings by start time, then hall order.
 */
export function cinemaDaySchedule(halls: readonly string[], films: readonly ScheduledFilm[], day: string): Showing[] {
  if (halls.length === 0 || films.length === 0) return [];
  const ordered = [...films].sort((a, b) => a.productId - b.productId);
  const turn = ((daysBetween("1970-01-01", day) % ordered.length) + ordered.length) % ordered.length;
  const busy = new Map<string, [number, number][]>(halls.map((h) => [h, []]));
  const placed: Showing[] = [];
  for (let k = 0; k < ordered.length; k += 1) {
    const position = (k + turn) % ordered.length;
    const film = ordered[position]!;
    const preference = halls.map((_, i) => halls[(i + position) % halls.length]!);
    for (const time of film.times) {
      const start = minutes(time);
      const end = start + film.durationMinutes + HALL_TURNAROUND_MINUTES;
      const hall = preference.find((h) => busy.get(h)!.every(([s, e]) => end <= s || start >= e));
      if (hall === undefined) continue;
      busy.get(hall)!.push([start, end]);
      placed.push({ productId: film.productId, time, hall });
    }
  }
  return placed.sort((a, b) => (a.time === b.time ? halls.indexOf(a.hall) - halls.indexOf(b.hall) : a.time < b.time ? -1 : 1));
}

/** The stock slot of a showtime (decision 033): "19:30|<hall code>". */
export function showtimeSlot(time: string, hall: string): string {
  return `${time}|${hall}`;
}

/** The start and hall of a showtime slot, or null when `slot` is not one ("19:30|WANDA-1" -> {time, hall}). */
export function parseShowtimeSlot(slot: string): { time: string; hall: string } | null {
  const m = /^(([01]\d|2[0-3]):[0-5]\d)\|([A-Z0-9]+(?:-[A-Z0-9]+)*)$/.exec(slot);
  return m ? { time: m[1]!, hall: m[3]! } : null;
}
