import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seedCinemas } from "../../db/seed-cinemas";
import { addDays } from "../../lib/time";
import { cinemaDaySchedule, HALL_TURNAROUND_MINUTES, parseShowtimeSlot, showtimeSlot, type ScheduledFilm } from "./schedule";

const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** Whether two showings in one hall overlap (running time plus the turnaround). */
function overlaps(films: readonly ScheduledFilm[], a: { productId: number; time: string }, b: { productId: number; time: string }): boolean {
  const span = (s: { productId: number; time: string }) => [minutes(s.time), minutes(s.time) + films.find((f) => f.productId === s.productId)!.durationMinutes + HALL_TURNAROUND_MINUTES] as const;
  const [s1, e1] = span(a);
  const [s2, e2] = span(b);
  return s1 < e2 && s2 < e1;
}

const clockArb = fc.tuple(fc.integer({ min: 9, max: 22 }), fc.integer({ min: 0, max: 11 })).map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m * 5).padStart(2, "0")}`);
const filmsArb = fc.array(fc.record({ durationMinutes: fc.integer({ min: 80, max: 200 }), times: fc.uniqueArray(clockArb, { minLength: 1, maxLength: 4 }) }), { minLength: 1, maxLength: 8 }).map((films) => films.map((f, i) => ({ productId: i + 1, ...f })));

describe("cinemaDaySchedule", () => {
  it("never puts two overlapping showings in one hall, only uses the film's own times, and is the same on every call", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 }), filmsArb, fc.integer({ min: 0, max: 3000 }), (names, films, offset) => {
        const halls = [...new Set(names)];
        const day = addDays("2026-01-01", offset);
        const showings = cinemaDaySchedule(halls, films, day);
        expect(cinemaDaySchedule(halls, [...films].reverse(), day)).toEqual(showings);
        for (const s of showings) {
          expect(halls).toContain(s.hall);
          expect(films.find((f) => f.productId === s.productId)!.times).toContain(s.time);
        }
        for (const hall of halls) {
          const inHall = showings.filter((s) => s.hall === hall);
          for (let i = 0; i < inHall.length; i += 1) for (let j = i + 1; j < inHall.length; j += 1) expect(overlaps(films, inHall[i]!, inHall[j]!)).toBe(false);
        }
        const times = showings.map((s) => s.time);
        expect([...times].sort()).toEqual(times);
      }),
      { numRuns: 500 },
    );
  });

  it("shows every seeded film at each of its times at each of its cinemas on some day of any week", () => {
    const { cinemas, movies } = seedCinemas();
    for (const cinema of cinemas) {
      const films = movies.filter((m) => m.showtimes.cinemas.includes(cinema.slug)).map((m, i) => ({ productId: i + 1, durationMinutes: m.durationMinutes, times: m.showtimes.times }));
      const seen = new Set<string>();
      for (let d = 0; d < 7; d += 1) for (const s of cinemaDaySchedule(cinema.halls.map((h) => h.code), films, addDays("2026-12-01", d))) seen.add(`${s.productId} ${s.time}`);
      expect(seen.size, cinema.slug).toBe(films.reduce((n, f) => n + f.times.length, 0));
    }
  });

  it("names a showtime's stock slot by start and hall, and reads it back", () => {
    expect(showtimeSlot("19:30", "WANDA-CHANGSHU-2")).toBe("19:30|WANDA-CHANGSHU-2");
    expect(parseShowtimeSlot("19:30|WANDA-CHANGSHU-2")).toEqual({ time: "19:30", hall: "WANDA-CHANGSHU-2" });
    for (const bad of ["19:30", "25:00|H1", "19:30|h1", "19:30|", "|H1"]) expect(parseShowtimeSlot(bad), bad).toBeNull();
  });
});
