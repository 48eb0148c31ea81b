import { describe, expect, it } from "vitest";
import { distanceM, labelSide, offsetM, scaleStepM } from "./geo";
import { appleMapHref, baiduMapHref } from "./links";

describe("geo", () => {
  it("measures 拙政园 to 狮子林 at about 600 m, east and north offsets by sign", () => {
    const zzy = { lng: 120.629026, lat: 31.324165 };
    const szl = { lng: 120.625, lat: 31.3225 };
    expect(distanceM(zzy, szl)).toBeGreaterThan(350);
    expect(distanceM(zzy, szl)).toBeLessThan(500);
    const o = offsetM(zzy, szl);
    expect(o.east).toBeLessThan(0);
    expect(o.north).toBeLessThan(0);
    expect(Math.hypot(o.east, o.north)).toBeCloseTo(distanceM(zzy, szl), -1);
  });

  it("picks a round scale bar", () => {
    expect(scaleStepM(1300)).toBe(1000);
    expect(scaleStepM(499)).toBe(200);
    expect(scaleStepM(30)).toBe(50);
  });

  it("links Baidu with the GCJ-02 point and Apple with the WGS-84 one", () => {
    const baidu = new URL(baiduMapHref(120.629026, 31.324165, "拙政园"));
    expect(baidu.searchParams.get("location")).toBe("31.324165,120.629026");
    expect(baidu.searchParams.get("coord_type")).toBe("gcj02");
    expect(new URL(appleMapHref(120.624, 31.326, "拙政园")).searchParams.get("ll")).toBe("31.326000,120.624000");
  });

  it("puts the spot's name above the centre when markers crowd the space below it, else below", () => {
    const below = { x: 150, y: 111, w: 60, h: 14 };
    const above = { x: 150, y: 75, w: 60, h: 14 };
    expect(labelSide([], 8, below, above)).toBe("below");
    expect(labelSide([{ x: 180, y: 118 }], 8, below, above)).toBe("above");
    expect(labelSide([{ x: 180, y: 82 }], 8, below, above)).toBe("below");
    // A marker just clear of the box below (its circle ends where the box begins) does not count.
    expect(labelSide([{ x: 142, y: 118 }], 8, below, above)).toBe("below");
    expect(labelSide([{ x: 180, y: 118 }, { x: 160, y: 80 }, { x: 200, y: 80 }], 8, below, above)).toBe("below");
  });
});
