import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LARGE_PERFORMANCE_CAPACITY } from "@wenlv/contract/seats";
import { sellableSeats } from "./seat-layout";
import { seedCinemas } from "./seed-cinemas";
import { SeedDataError } from "./seed-data";
import { hallSeatRows, loadPerformances, seedPerformances } from "./seed-performances";

let dir = "";
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "wenlv-performances-"));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

async function fileWith(data: unknown): Promise<string> {
  const file = path.join(dir, `performances-${Math.random().toString(36).slice(2)}.json`);
  await writeFile(file, JSON.stringify(data));
  return file;
}

/** The message of the SeedDataError `load` throws. */
function problemsOf(load: () => unknown): string {
  try {
    load();
  } catch (error) {
    expect(error).toBeInstanceOf(SeedDataError);
    return (error as Error).message;
  }
  throw new Error("the seed loaded");
}

describe("seed/data/performances.json", () => {
  it("holds 10 real venues and 13 shows, each show in a hall of its venue with every zone priced, a source and the schedule marked sample", () => {
    const { venues, shows } = seedPerformances();
    expect(venues).toHaveLength(10);
    expect(shows).toHaveLength(13);
    expect(shows.every((s) => s.sample && s.source.url.startsWith("https://"))).toBe(true);
    for (const show of shows) {
      const hall = venues.find((v) => v.slug === show.venueSlug)!.halls.find((h) => h.code === show.hallCode)!;
      expect(show.priceZones.map((p) => p.zone).sort()).toEqual(hall.zones.map((z) => z.code).sort());
      // A seated hall's session is sold seat by seat on its sample map; a standing one by zone.
      if (hall.seating === "seated") expect(sellableSeats(hallSeatRows(hall))).toBeGreaterThan(0);
      else expect(show.priceZones.every((p) => (p.capacity ?? 0) > 0)).toBe(true);
    }
  });

  it("makes every show in a hall of more than 5000 places real-name per ticket (文旅市场发〔2023〕96号)", () => {
    const { venues, shows } = seedPerformances();
    const large = shows.filter((s) => venues.find((v) => v.slug === s.venueSlug)!.halls.find((h) => h.code === s.hallCode)!.capacity > LARGE_PERFORMANCE_CAPACITY);
    expect(large.map((s) => s.slug)).toEqual(["stadium-pop-concert-sample"]);
    expect(large.every((s) => s.realName === "per_ticket")).toBe(true);
  });

  it("keeps hall codes unique across the performance and cinema files", () => {
    const codes = [...seedPerformances().venues.flatMap((v) => v.halls.map((h) => h.code)), ...seedCinemas().cinemas.flatMap((c) => c.halls.map((h) => h.code))];
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("names the record and field of a show outside its venue's halls, an unpriced zone, a large hall without one ID per ticket and a broken seat row", async () => {
    const { venues, shows } = seedPerformances();
    const stadium = shows.find((s) => s.slug === "stadium-pop-concert-sample")!;
    const peony = shows.find((s) => s.slug === "peony-pavilion-youth-edition")!;
    const brokenVenue = structuredClone(venues[0]!);
    brokenVenue.halls[0]!.layout!.rows[0]!.aisleAfter = [99];
    const venueFile = await fileWith({ venues: [brokenVenue, ...venues.slice(1)], shows });
    expect(problemsOf(() => loadPerformances(venueFile))).toContain("venues: record 0 (suzhou-culture-arts-centre) halls[0].layout rows[0].aisleAfter: 99 is not between two seats of the row");
    // With the venues right, the shows' problems are listed.
    const file = await fileWith({
      venues,
      shows: [
        { ...stadium, realName: "per_order" },
        { ...peony, slug: "peony-elsewhere", hallCode: "NO-SUCH-HALL" },
        { ...peony, slug: "peony-two-zones", priceZones: peony.priceZones.slice(0, 2) },
        { ...peony, slug: "peony-bad-limit", maxPerOrder: 11 },
      ],
    });
    const message = problemsOf(() => loadPerformances(file));
    expect(message).toContain("shows: record 0 (stadium-pop-concert-sample) realName: a hall of more than 5000 places needs one ID per ticket");
    expect(message).toContain('shows: record 1 (peony-elsewhere) hallCode: venue "suzhou-culture-arts-centre" has no hall "NO-SUCH-HALL"');
    expect(message).toContain("shows: record 2 (peony-two-zones) priceZones: must price each zone of hall SCAC-GRAND once (A, B, C)");
    expect(message).toMatch(/shows: record 3 \(peony-bad-limit\) maxPerOrder: /);
  });

  it("refuses a file that is not {venues, shows}", async () => {
    const file = await fileWith([]);
    expect(problemsOf(() => loadPerformances(file))).toMatch(/must be an object \{venues, shows\}/);
    const noShows = await fileWith({ venues: [] });
    expect(problemsOf(() => loadPerformances(noShows))).toMatch(/shows: must be a JSON array of shows/);
  });
});
