import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadSuzhouAreas, type SuzhouAreaCode } from "../src/db/seed-data";

// The records are read as raw JSON (JSON.parse of the file), not through the loader: the data files
// carry the issue-9 shape (addressEn, tag keys, seasonal `hours`, phone, coordSource, "checked"
// coordinates) before the loader's schema (src/db/seed-data.ts) is changed to accept it. These checks
// cover what a schema cannot say (coverage, places, calendars, prices, sources) and the new fields'
// shape; the areas file is unchanged and still goes through the loader.

interface RawSeason {
  from: string;
  to: string;
  open?: string;
  close?: string;
  lastEntry?: string;
  allDay?: boolean;
}
interface RawTicket {
  code: string;
  nameZh: string;
  nameEn: string;
  priceFen: number;
  kind: string;
  realName: boolean;
}
interface RawSpot {
  slug: string;
  nameZh: string;
  nameEn: string;
  areaCode: string;
  addressZh: string;
  addressEn: string;
  lng: number;
  lat: number;
  coordQuality: string;
  coordSource?: { name: string; url: string };
  aLevel: number;
  hours: RawSeason[];
  hoursNoteZh?: string;
  hoursNoteEn?: string;
  phone?: string;
  tags: string[];
  descriptionZh: string;
  descriptionEn: string;
  tickets: RawTicket[];
  ticketPolicy: { refund: { kind: string }; entry: string; sample: boolean };
  timeSlots: string[];
  dailyCapacity: number;
  closedWeekdays?: number[];
  source: { name: string; url: string };
  hot: boolean;
  note?: string;
}

const readData = <T>(name: string): T => JSON.parse(readFileSync(new URL(`./data/${name}`, import.meta.url), "utf8")) as T;
const scenicSpots = readData<RawSpot[]>("scenic-spots.json");
const tagVocabulary = readData<Record<string, { zh: string; en: string }>>("tags.json");
const suzhouAreas = loadSuzhouAreas();

const AREA_CODES: SuzhouAreaCode[] = ["320508", "320506", "320507", "320505", "320509", "320510", "320583", "320582", "320585", "320581"];

/** Suzhou's bounding box (GCJ-02), generous enough for every county-level area. */
const BOX = { minLng: 119.9, maxLng: 121.4, minLat: 30.7, maxLat: 32.1 };

/** Every MM-DD of a leap year, in order ("01-01" … "12-31", 366 days). */
const DAYS: string[] = [];
for (let d = new Date(Date.UTC(2024, 0, 1)); d.getUTCFullYear() === 2024; d.setUTCDate(d.getUTCDate() + 1)) {
  DAYS.push(d.toISOString().slice(5, 10));
}

/** Whether a season (MM-DD inclusive, possibly wrapping over new year) covers `day`. */
const covers = (s: RawSeason, day: string): boolean => (s.from <= s.to ? s.from <= day && day <= s.to : day >= s.from || day <= s.to);

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const MMDD = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** Chinese characters and full-width punctuation, which must not show on an English page. */
const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;
const toMin = (t: string): number => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

const KEYS = [
  "slug", "nameZh", "nameReading", "nameEn", "areaCode", "addressZh", "addressEn", "lng", "lat", "coordQuality", "coordSource", "aLevel",
  "hours", "hoursNoteZh", "hoursNoteEn", "phone", "tags", "descriptionZh", "descriptionEn", "tickets", "ticketPolicy", "timeSlots",
  "dailyCapacity", "closedWeekdays", "closedDates", "openDates", "source", "hot", "note",
];

describe("scenic spot seed data", () => {
  it("has at least 80 records", () => {
    expect(scenicSpots.length).toBeGreaterThanOrEqual(80);
  });

  it("covers all ten area codes with at least six spots each", () => {
    const counts = new Map<string, number>();
    for (const s of scenicSpots) counts.set(s.areaCode, (counts.get(s.areaCode) ?? 0) + 1);
    for (const code of AREA_CODES) expect(counts.get(code) ?? 0, `area ${code}`).toBeGreaterThanOrEqual(6);
    expect(Object.keys(suzhouAreas).sort()).toEqual([...AREA_CODES].sort());
    for (const s of scenicSpots) expect(AREA_CODES, s.slug).toContain(s.areaCode);
  });

  it("uses only the fields of the record shape and no longer has openingHours", () => {
    for (const s of scenicSpots) {
      for (const k of Object.keys(s)) expect(KEYS, `${s.slug}.${k}`).toContain(k);
      expect(s, s.slug).not.toHaveProperty("openingHours");
    }
  });

  it("has unique, ASCII slugs", () => {
    const slugs = scenicSpots.map((s) => s.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it("places every spot inside Suzhou's bounding box with at most 6 decimals", () => {
    for (const s of scenicSpots) {
      expect(s.lng, s.slug).toBeGreaterThanOrEqual(BOX.minLng);
      expect(s.lng, s.slug).toBeLessThanOrEqual(BOX.maxLng);
      expect(s.lat, s.slug).toBeGreaterThanOrEqual(BOX.minLat);
      expect(s.lat, s.slug).toBeLessThanOrEqual(BOX.maxLat);
      expect(Number(s.lng.toFixed(6)), s.slug).toBe(s.lng);
      expect(Number(s.lat.toFixed(6)), s.slug).toBe(s.lat);
    }
  });

  it("does not put two spots on the same point", () => {
    const points = scenicSpots.map((s) => `${s.lng},${s.lat}`);
    expect(new Set(points).size).toBe(points.length);
  });

  it("names where coordinates come from, and checked ones cite a page", () => {
    for (const s of scenicSpots) {
      expect(["poi", "estimate", "checked"], s.slug).toContain(s.coordQuality);
      if (s.coordQuality === "checked") {
        expect(s.coordSource, s.slug).toBeDefined();
        expect(s.coordSource?.name.trim().length, s.slug).toBeGreaterThan(0);
        expect(s.coordSource?.url, s.slug).toMatch(/^https:\/\//);
        expect(() => new URL(s.coordSource?.url ?? ""), s.slug).not.toThrow();
      } else {
        expect(s.coordSource, s.slug).toBeUndefined();
      }
    }
    expect(scenicSpots.filter((s) => s.coordQuality === "checked").length).toBeGreaterThanOrEqual(10);
  });

  it("has at least one ticket per spot, with integer non-negative prices and unique upper-case codes", () => {
    const codes = new Set<string>();
    for (const s of scenicSpots) {
      expect(s.tickets.length, s.slug).toBeGreaterThanOrEqual(1);
      for (const t of s.tickets) {
        expect(Number.isInteger(t.priceFen), `${s.slug} ${t.code}`).toBe(true);
        expect(t.priceFen, `${s.slug} ${t.code}`).toBeGreaterThanOrEqual(0);
        expect(["adult", "child", "senior", "student", "free"]).toContain(t.kind);
        expect(typeof t.realName).toBe("boolean");
        expect(t.nameZh.length).toBeGreaterThan(0);
        expect(t.nameEn.length).toBeGreaterThan(0);
        expect(t.nameEn, `${s.slug} ${t.code}`).not.toMatch(CJK);
        expect(t.code, s.slug).toMatch(/^[A-Z0-9]+(?:-[A-Z0-9]+)*$/);
        if (t.kind === "free") expect(t.priceFen).toBe(0);
        expect(codes.has(t.code), `duplicate SKU code ${t.code}`).toBe(false);
        codes.add(t.code);
      }
      expect(["anytime", "before", "partial", "none"], s.slug).toContain(s.ticketPolicy.refund.kind);
      expect(["id_card", "qr"], s.slug).toContain(s.ticketPolicy.entry);
      expect(typeof s.ticketPolicy.sample, s.slug).toBe("boolean");
    }
  });

  it("gives the well-known prices from public notices", () => {
    const adult = (slug: string): number | undefined =>
      scenicSpots.find((s) => s.slug === slug)?.tickets.find((t) => t.kind === "adult")?.priceFen;
    expect(adult("zhuozhengyuan")).toBe(8000);
    expect(adult("liuyuan")).toBe(5500);
    expect(adult("huqiu")).toBe(7000);
    expect(adult("zhouzhuang")).toBe(10000);
    expect(adult("tongli")).toBe(10000);
    expect(adult("hanshansi")).toBe(2000);
    expect(adult("panmen")).toBe(4000);
    const museum = scenicSpots.find((s) => s.slug === "suzhou-museum");
    expect(museum?.tickets).toHaveLength(1);
    expect(museum?.tickets[0]).toMatchObject({ priceFen: 0, kind: "free", nameZh: "免费预约" });
  });

  it("says 待核 wherever a price or schedule is only a sample", () => {
    const samples = scenicSpots.filter((s) => (s.note ?? "").includes("示例"));
    expect(samples.length).toBeGreaterThan(0);
    for (const s of samples) {
      expect(s.ticketPolicy.sample, s.slug).toBe(true);
      expect(s.note, s.slug).toContain("待核");
    }
  });

  it("has seasons covering every day of the year exactly once, with valid times", () => {
    for (const s of scenicSpots) {
      expect(s.hours.length, s.slug).toBeGreaterThanOrEqual(1);
      for (const h of s.hours) {
        expect(h.from, s.slug).toMatch(MMDD);
        expect(h.to, s.slug).toMatch(MMDD);
        expect(DAYS.includes(h.from) && DAYS.includes(h.to), `${s.slug} ${h.from}..${h.to}`).toBe(true);
        if (h.allDay) {
          expect(h.allDay, s.slug).toBe(true);
          expect(h.open ?? h.close ?? h.lastEntry, s.slug).toBeUndefined();
        } else {
          expect(h.open, s.slug).toMatch(HHMM);
          expect(h.close, s.slug).toMatch(HHMM);
          expect(toMin(h.close ?? ""), s.slug).toBeGreaterThan(toMin(h.open ?? ""));
          if (h.lastEntry !== undefined) {
            expect(h.lastEntry, s.slug).toMatch(HHMM);
            expect(toMin(h.lastEntry), s.slug).toBeGreaterThan(toMin(h.open ?? ""));
            expect(toMin(h.lastEntry), s.slug).toBeLessThanOrEqual(toMin(h.close ?? ""));
          }
        }
      }
      for (const day of DAYS) {
        const n = s.hours.filter((h) => covers(h, day)).length;
        expect(n, `${s.slug} ${day}`).toBe(1);
      }
      expect(s.hoursNoteZh === undefined, `${s.slug}: hoursNoteZh and hoursNoteEn go together`).toBe(s.hoursNoteEn === undefined);
      if (s.hoursNoteEn !== undefined) expect(s.hoursNoteEn, s.slug).not.toMatch(CJK);
    }
  });

  it("has well-formed time slots inside the opening hours and a positive integer capacity", () => {
    for (const s of scenicSpots) {
      expect(s.timeSlots.length, s.slug).toBeGreaterThanOrEqual(1);
      const timed = s.hours.filter((h) => !h.allDay);
      for (const slot of s.timeSlots) {
        const m = /^(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(slot);
        expect(m, `${s.slug} ${slot}`).not.toBeNull();
        if (!m) continue;
        expect(toMin(m[2] ?? ""), `${s.slug} ${slot}`).toBeGreaterThan(toMin(m[1] ?? ""));
        if (timed.length === s.hours.length) {
          const earliest = Math.min(...timed.map((h) => toMin(h.open ?? "")));
          const latest = Math.max(...timed.map((h) => toMin(h.close ?? "")));
          expect(toMin(m[1] ?? ""), `${s.slug} ${slot}`).toBeGreaterThanOrEqual(earliest);
          expect(toMin(m[2] ?? ""), `${s.slug} ${slot}`).toBeLessThanOrEqual(latest);
        }
      }
      expect(Number.isInteger(s.dailyCapacity), s.slug).toBe(true);
      expect(s.dailyCapacity, s.slug).toBeGreaterThan(0);
      for (const d of s.closedWeekdays ?? []) expect([1, 2, 3, 4, 5, 6, 7], s.slug).toContain(d);
    }
  });

  it("uses 1-3 tag keys, each defined in tags.json, and every defined tag is used", () => {
    const used = new Set<string>();
    for (const s of scenicSpots) {
      expect(s.tags.length, s.slug).toBeGreaterThanOrEqual(1);
      expect(s.tags.length, s.slug).toBeLessThanOrEqual(3);
      expect(new Set(s.tags).size, s.slug).toBe(s.tags.length);
      for (const t of s.tags) {
        expect(t, s.slug).toMatch(/^[a-z]+(?:_[a-z]+)*$/);
        expect(tagVocabulary, `${s.slug}: tag ${t}`).toHaveProperty(t);
        used.add(t);
      }
    }
    expect(Object.keys(tagVocabulary).sort()).toEqual([...used].sort());
    expect(Object.keys(tagVocabulary).length).toBeLessThanOrEqual(25);
    for (const [key, label] of Object.entries(tagVocabulary)) {
      expect(label.zh.trim().length, key).toBeGreaterThan(0);
      expect(label.en.trim().length, key).toBeGreaterThan(0);
      expect(label.en, key).not.toMatch(CJK);
      expect(Object.keys(label).sort(), key).toEqual(["en", "zh"]);
    }
    // The home page links these three by key.
    expect(tagVocabulary.garden?.zh).toBe("园林");
    expect(tagVocabulary.water_town?.zh).toBe("古镇");
    expect(tagVocabulary.museum?.zh).toBe("博物馆");
  });

  it("has an English address for every record, in ASCII, naming its area", () => {
    for (const s of scenicSpots) {
      expect(s.addressEn.trim().length, s.slug).toBeGreaterThan(0);
      expect(s.addressEn, s.slug).toMatch(/^[\x20-\x7E]+$/);
      expect(s.addressEn, s.slug).toMatch(/, Suzhou, Jiangsu$/);
      const area = suzhouAreas[s.areaCode as SuzhouAreaCode];
      expect(s.addressEn, s.slug).toContain(area.nameEn);
    }
  });

  it("has public phone numbers in the 0512-XXXXXXXX form when given", () => {
    const phones = scenicSpots.filter((s) => s.phone !== undefined);
    expect(phones.length).toBeGreaterThan(0);
    for (const s of phones) expect(s.phone, s.slug).toMatch(/^0512-\d{8}$/);
  });

  it("cites an https source for every record", () => {
    for (const s of scenicSpots) {
      expect(s.source.name.length, s.slug).toBeGreaterThan(0);
      expect(s.source.url.startsWith("https://"), s.slug).toBe(true);
      expect(() => new URL(s.source.url), s.slug).not.toThrow();
    }
  });

  it("has non-empty descriptions, names and A-levels", () => {
    for (const s of scenicSpots) {
      expect(s.descriptionZh.length, s.slug).toBeGreaterThanOrEqual(60);
      expect(s.descriptionZh.length, s.slug).toBeLessThanOrEqual(160);
      expect(s.descriptionEn.trim().length, s.slug).toBeGreaterThan(0);
      expect(s.descriptionEn, s.slug).not.toMatch(CJK);
      expect(s.nameZh.length, s.slug).toBeGreaterThan(0);
      expect(s.nameEn, s.slug).not.toMatch(CJK);
      expect(s.addressZh.length, s.slug).toBeGreaterThan(0);
      expect([0, 1, 2, 3, 4, 5]).toContain(s.aLevel);
    }
  });

  it("marks about a dozen spots as hot", () => {
    const hot = scenicSpots.filter((s) => s.hot).length;
    expect(hot).toBeGreaterThanOrEqual(10);
    expect(hot).toBeLessThanOrEqual(14);
  });
});
