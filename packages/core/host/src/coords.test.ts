import { describe, expect, it } from "vitest";
import { gcj02ToWgs84 } from "./coords";

describe("gcj02ToWgs84", () => {
  it("moves a Suzhou point by the GCJ-02 offset (a few hundred metres south-west)", async () => {
    // 拙政园 in GCJ-02 (Amap POI).
    const wgs = await gcj02ToWgs84({ lng: 120.629026, lat: 31.324165 });
    expect(wgs.lng).toBeLessThan(120.629026);
    expect(wgs.lat).toBeGreaterThan(31.324165 - 0.01);
    expect(120.629026 - wgs.lng).toBeGreaterThan(0.003);
    expect(120.629026 - wgs.lng).toBeLessThan(0.006);
    expect(Math.abs(31.324165 - wgs.lat)).toBeLessThan(0.004);
  });
});
