import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SeedDataError } from "./seed-data";
import { loadHotels, seedHotels } from "./seed-hotels";

let dir = "";
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "wenlv-hotels-"));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

async function fileWith(records: unknown): Promise<string> {
  const file = path.join(dir, `hotels-${Math.random().toString(36).slice(2)}.json`);
  await writeFile(file, JSON.stringify(records));
  return file;
}

describe("seed/data/hotels.json", () => {
  it("holds real hotels in at least eight of Suzhou's areas, each with room types, a source and sample prices marked", () => {
    const hotels = seedHotels();
    expect(hotels.length).toBeGreaterThanOrEqual(14);
    expect(new Set(hotels.map((h) => h.areaCode)).size).toBeGreaterThanOrEqual(8);
    expect(hotels.every((h) => h.rooms.length >= 1 && h.source.url.startsWith("https://"))).toBe(true);
    // Every invented price says so: the record is marked sample and its note says what is 待核.
    expect(hotels.filter((h) => h.sample).every((h) => (h.note ?? "").includes("示例") || (h.note ?? "").includes("sample"))).toBe(true);
  });

  it("names the record and the field of a wrong value, and refuses a room code used twice", async () => {
    const [good] = seedHotels();
    const twin = { ...good!, slug: "second-hotel" };
    const wrong = { ...good!, slug: "wrong-hotel", areaCode: "320000", rooms: [{ ...good!.rooms[0]!, code: "ANOTHER-ROOM", priceFen: -1 }] };
    const file = await fileWith([good, twin, wrong]);
    let message = "";
    try {
      loadHotels(file);
    } catch (error) {
      expect(error).toBeInstanceOf(SeedDataError);
      message = (error as Error).message;
    }
    expect(message).toContain(`record 1 (second-hotel) rooms[0].code: duplicate room code "${good!.rooms[0]!.code}"`);
    expect(message).toMatch(/record 2 \(wrong-hotel\) areaCode: /);
    expect(message).toMatch(/record 2 \(wrong-hotel\) rooms\[0\]\.priceFen: /);
  });
});
