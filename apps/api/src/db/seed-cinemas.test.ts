import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSeatLayout } from "./seat-layout";
import { cinemaSeatRows, loadCinemas, seedCinemas } from "./seed-cinemas";
import { SeedDataError } from "./seed-data";

let dir = "";
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "wenlv-cinemas-"));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

async function fileWith(data: unknown): Promise<string> {
  const file = path.join(dir, `cinemas-${Math.random().toString(36).slice(2)}.json`);
  await writeFile(file, JSON.stringify(data));
  return file;
}

describe("seed/data/cinemas.json", () => {
  it("holds 9 cinemas (3 in 常熟 320581) each with one couple-row hall, and 10 films shown somewhere, marked sample", () => {
    const { cinemas, movies } = seedCinemas();
    expect(cinemas).toHaveLength(9);
    expect(cinemas.filter((c) => c.areaCode === "320581")).toHaveLength(3);
    for (const cinema of cinemas) expect(cinema.halls.filter((h) => h.layout.rows.some((r) => r.couple))).toHaveLength(1);
    expect(movies).toHaveLength(10);
    expect(movies.every((m) => m.sample && m.showtimes.cinemas.length > 0 && m.source.url.startsWith("https://"))).toBe(true);
  });

  it("draws a couple row as left and right halves priced by the couple SKU, with aisles only between pairs", () => {
    const hall = seedCinemas().cinemas[0]!.halls.find((h) => h.layout.rows.some((r) => r.couple))!;
    const layout = buildSeatLayout(cinemaSeatRows(hall));
    const coupleRow = layout.rows.find((r) => r.cells.some((c) => c.kind === "couple-left"))!;
    const seats = coupleRow.cells.filter((c) => c.kind !== "aisle");
    expect(seats.every((c, i) => c.kind === (i % 2 === 0 ? "couple-left" : "couple-right") && c.zone === "COUPLE")).toBe(true);
    coupleRow.cells.forEach((c, i) => {
      if (c.kind === "couple-left") expect(coupleRow.cells[i + 1]?.kind).toBe("couple-right");
    });
  });

  it("names the record and field of an unknown cinema, an odd couple price, a couple row of odd seats and a duplicate hall", async () => {
    const { cinemas, movies } = seedCinemas();
    const odd = structuredClone(cinemas[1]!);
    const coupleRow = odd.halls.flatMap((h) => h.layout.rows).find((r) => r.couple)!;
    coupleRow.seats += 1;
    const twin = { ...structuredClone(cinemas[2]!), halls: [structuredClone(cinemas[0]!.halls[0]!)] };
    const file = await fileWith({
      cinemas: [cinemas[0], odd, twin],
      movies: [{ ...movies[0]!, showtimes: { ...movies[0]!.showtimes, cinemas: ["no-such-cinema"], couplePriceFen: 9001 } }],
    });
    let message = "";
    try {
      loadCinemas(file);
    } catch (error) {
      expect(error).toBeInstanceOf(SeedDataError);
      message = (error as Error).message;
    }
    expect(message).toMatch(/cinemas: record 1 \(wanda-cinema-suzhou-pingjiang\) halls\[\d\]\.layout rows\[\d+\]\.seats: a couple row needs an even seat count/);
    expect(message).toMatch(/cinemas: record 2 \(wanda-cinema-suzhou-wuzhong\) halls\[0\]\.code: duplicate hall code "SUYI-ARTS-IMAX"/);
    // The cinemas are refused first; a file with good cinemas then shows the films' problems.
    const films = await fileWith({ cinemas, movies: [{ ...movies[0]!, showtimes: { ...movies[0]!.showtimes, cinemas: ["no-such-cinema"], couplePriceFen: 9001 } }] });
    let filmMessage = "";
    try {
      loadCinemas(films);
    } catch (error) {
      filmMessage = (error as Error).message;
    }
    expect(filmMessage).toMatch(/movies: record 0 \(the-wandering-earth-2\) showtimes\.couplePriceFen: a couple pair's price must be even/);
  });
});
