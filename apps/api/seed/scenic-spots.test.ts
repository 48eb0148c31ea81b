import { describe, expect, it } from "vitest";
import { loadScenicSpots, loadSuzhouAreas, type SuzhouAreaCode } from "../src/db/seed-data";

// Read through the loader, so the zod schema has already checked every record's shape; these
// checks add what a schema cannot say (coverage, places, well-known prices).
const scenicSpots = loadScenicSpots();
const suzhouAreas = loadSuzhouAreas();

const AREA_CODES: SuzhouAreaCode[] = ["320508", "320506", "320507", "320505", "320509", "320510", "320583", "320582", "320585", "320581"];

/** Suzhou's bounding box (GCJ-02), generous enough for every county-level area. */
const BOX = { minLng: 119.9, maxLng: 121.4, minLat: 30.7, maxLat: 32.1 };

describe("scenic spot seed data", () => {
  it("has at least 40 records", () => {
    expect(scenicSpots.length).toBeGreaterThanOrEqual(40);
  });

  it("covers all ten area codes, with at least three spots each and more for Gusu", () => {
    const counts = new Map<string, number>();
    for (const s of scenicSpots) counts.set(s.areaCode, (counts.get(s.areaCode) ?? 0) + 1);
    for (const code of AREA_CODES) {
      expect(counts.get(code) ?? 0, `area ${code}`).toBeGreaterThanOrEqual(3);
    }
    expect(counts.get("320508") ?? 0).toBeGreaterThan(3);
    expect(Object.keys(suzhouAreas).sort()).toEqual([...AREA_CODES].sort());
    for (const s of scenicSpots) expect(AREA_CODES).toContain(s.areaCode);
  });

  it("has unique, ASCII slugs", () => {
    const slugs = scenicSpots.map((s) => s.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it("places every spot inside Suzhou's bounding box with 6-decimal coordinates", () => {
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

  it("has at least one ticket per spot, with integer non-negative prices and unique codes", () => {
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
        if (t.kind === "free") expect(t.priceFen).toBe(0);
        expect(codes.has(t.code), `duplicate SKU code ${t.code}`).toBe(false);
        codes.add(t.code);
      }
    }
  });

  it("gives the well-known prices from public notices", () => {
    const adult = (slug: string): number | undefined =>
      scenicSpots.find((s) => s.slug === slug)?.tickets.find((t) => t.kind === "adult")?.priceFen;
    expect(adult("zhuozhengyuan")).toBe(8000);
    expect(adult("liuyuan")).toBe(5500);
    expect(adult("huqiu")).toBe(8000);
    expect(adult("zhouzhuang")).toBe(10000);
    expect(adult("tongli")).toBe(10000);
    const museum = scenicSpots.find((s) => s.slug === "suzhou-museum");
    expect(museum?.tickets).toHaveLength(1);
    expect(museum?.tickets[0]).toMatchObject({ priceFen: 0, kind: "free", nameZh: "免费预约" });
  });

  it("has at least one well-formed time slot per spot and a positive integer capacity", () => {
    for (const s of scenicSpots) {
      expect(s.timeSlots.length, s.slug).toBeGreaterThanOrEqual(1);
      for (const slot of s.timeSlots) {
        const m = /^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/.exec(slot);
        expect(m, `${s.slug} ${slot}`).not.toBeNull();
        if (!m) continue;
        const start = Number(m[1]) * 60 + Number(m[2]);
        const end = Number(m[3]) * 60 + Number(m[4]);
        expect(end, `${s.slug} ${slot}`).toBeGreaterThan(start);
      }
      expect(Number.isInteger(s.dailyCapacity), s.slug).toBe(true);
      expect(s.dailyCapacity, s.slug).toBeGreaterThan(0);
    }
  });

  it("cites an https source for every record", () => {
    for (const s of scenicSpots) {
      expect(s.source.name.length, s.slug).toBeGreaterThan(0);
      expect(s.source.url.startsWith("https://"), s.slug).toBe(true);
      expect(() => new URL(s.source.url), s.slug).not.toThrow();
    }
  });

  it("has non-empty descriptions, names, opening hours and 1-3 tags", () => {
    for (const s of scenicSpots) {
      expect(s.descriptionZh.trim().length, s.slug).toBeGreaterThan(0);
      expect(s.descriptionEn.trim().length, s.slug).toBeGreaterThan(0);
      expect(s.descriptionZh.length, s.slug).toBeGreaterThanOrEqual(60);
      expect(s.descriptionZh.length, s.slug).toBeLessThanOrEqual(160);
      expect(s.nameZh.length, s.slug).toBeGreaterThan(0);
      expect(s.nameEn.length, s.slug).toBeGreaterThan(0);
      expect(s.addressZh.length, s.slug).toBeGreaterThan(0);
      expect(s.openingHours.length, s.slug).toBeGreaterThan(0);
      expect(s.tags.length, s.slug).toBeGreaterThanOrEqual(1);
      expect(s.tags.length, s.slug).toBeLessThanOrEqual(3);
      expect([0, 1, 2, 3, 4, 5]).toContain(s.aLevel);
    }
  });

  it("marks about a dozen spots as hot", () => {
    const hot = scenicSpots.filter((s) => s.hot).length;
    expect(hot).toBeGreaterThanOrEqual(10);
    expect(hot).toBeLessThanOrEqual(14);
  });
});
