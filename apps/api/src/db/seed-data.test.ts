import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadScenicSpots, loadSuzhouAreas, SEED_DATA_DIR, SeedDataError, seedScenicSpots } from "./seed-data";

type Raw = Record<string, unknown> & { slug: string; tickets: Record<string, unknown>[] };
const raw = JSON.parse(readFileSync(path.join(SEED_DATA_DIR, "scenic-spots.json"), "utf8")) as Raw[];
const [first, second] = raw as [Raw, Raw];

let dir: string;
let files = 0;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "wenlv-seed-"));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

/** Writes `content` (JSON unless it is a string) to a new file in the temporary folder; answers its path. */
async function file(content: unknown): Promise<string> {
  const p = path.join(dir, `seed-${++files}.json`);
  await writeFile(p, typeof content === "string" ? content : JSON.stringify(content));
  return p;
}

/** The message of the SeedDataError that `load` throws. */
function problem(load: () => unknown): string {
  try {
    load();
  } catch (err) {
    expect(err).toBeInstanceOf(SeedDataError);
    return (err as Error).message;
  }
  throw new Error("expected a SeedDataError");
}

describe("seed loader", () => {
  it("answers every record exactly as written in seed/data/scenic-spots.json, read once", () => {
    expect(seedScenicSpots()).toEqual(raw);
    expect(seedScenicSpots()).toBe(seedScenicSpots());
    expect(Object.keys(loadSuzhouAreas())).toHaveLength(10);
  });

  it("names the file, the record and the field of each wrong value", async () => {
    const p = await file([first, { ...second, lat: "31.3", tickets: [{ ...second.tickets[0], priceFen: 12.5 }] }]);
    const message = problem(() => loadScenicSpots(p));
    expect(message).toContain(`${p}: record 1 (${second.slug}) lat:`);
    expect(message).toContain(`${p}: record 1 (${second.slug}) tickets[0].priceFen:`);
    expect(message).not.toContain("record 0");
  });

  it("refuses unknown and missing fields, bad slots, non-https sources and duplicates", async () => {
    const { source, ...withoutSource } = first;
    const cases: [unknown, string][] = [
      [[{ ...withoutSource, sorce: source }], `record 0 (${first.slug}) source:`],
      [[{ ...withoutSource, sorce: source }], '"sorce"'],
      [[{ ...first, timeSlots: ["17:00-09:00"] }], "timeSlots[0]: must end after it starts"],
      [[{ ...first, source: { name: "x", url: "http://example.com/" } }], "source.url: must be an https URL"],
      [[{ ...first, tickets: [{ ...first.tickets[0], kind: "free" }] }], "tickets[0].priceFen: a free ticket costs 0 fen"],
      [[first, { ...second, slug: first.slug }], `record 1 (${first.slug}) slug: duplicate`],
      [[first, { ...second, tickets: first.tickets }], "tickets[0].code: duplicate SKU code"],
      [[{ ...first, tags: ["garden", "no_such_tag"] }], 'tags[1]: unknown tag "no_such_tag"'],
      [[{ ...first, tags: ["园林"] }], "tags[0]: must be a tag key"],
      [[{ ...first, hours: [{ from: "03-01", to: "11-15", open: "07:30", close: "17:30" }] }], "hours: seasons must cover every day of the year exactly once"],
      [[{ ...first, hours: [{ from: "01-01", to: "12-31", allDay: true }, { from: "11-16", to: "02-29", open: "07:30", close: "17:00" }] }], "exactly once"],
      [[{ ...first, hours: [{ from: "02-30", to: "02-29", open: "07:30", close: "17:00" }] }], "hours[0]"],
      [[{ ...first, hours: [{ from: "01-01", to: "12-31", open: "17:30", close: "07:30" }] }], "must close after it opens"],
      [[{ ...first, coordQuality: "checked", coordSource: undefined }], "a checked coordinate names its coordSource"],
      [[{ ...first, hoursNoteZh: "节假日延长", hoursNoteEn: undefined }], "both languages or neither"],
      [[{ ...first, phone: "call us" }], "phone: must be a phone number"],
      [[{ ...first, nameReading: "zhuo zheng" }], `nameReading: 2 syllables for 3 Chinese characters of "${String(first.nameZh)}"`],
      [[{ ...first, nameReading: "Zhuo-zheng yuan" }], "nameReading: must be toneless pinyin syllables"],
      [{ spots: [] }, "must be a JSON array"],
      ["[{", "not valid JSON"],
    ];
    for (const [content, expected] of cases) {
      const p = await file(content);
      expect(problem(() => loadScenicSpots(p)), expected).toContain(`${p}: `);
      expect(problem(() => loadScenicSpots(p)), expected).toContain(expected);
    }
    expect(problem(() => loadScenicSpots(path.join(dir, "missing.json")))).toContain("missing.json: cannot be read");
  });

  it("accepts seasons that wrap over the new year and a leap day", async () => {
    const hours = [
      { from: "03-01", to: "11-15", open: "07:30", close: "17:30", lastEntry: "17:00" },
      { from: "11-16", to: "02-29", open: "07:30", close: "17:00" },
    ];
    expect(loadScenicSpots(await file([{ ...first, hours }]))[0]!.hours).toEqual(hours);
  });

  it("checks the area names file", async () => {
    const { "320583": _kunshan, ...withoutKunshan } = loadSuzhouAreas();
    const p = await file(withoutKunshan);
    expect(problem(() => loadSuzhouAreas(p))).toContain(`${p}: 320583:`);
  });
});
