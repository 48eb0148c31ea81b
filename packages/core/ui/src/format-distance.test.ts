import { describe, expect, it } from "vitest";
import { distanceParts } from "./format-distance";

describe("distanceParts", () => {
  it.each([
    [0, "0", "m"],
    [850.4, "850", "m"],
    [999.4, "999", "m"],
    [999.6, "1", "km"],
    [1000, "1", "km"],
    [1234, "1.2", "km"],
    [1250, "1.3", "km"],
    [2000, "2", "km"],
    [12_960, "13", "km"],
    [99_940, "99.9", "km"],
    [99_960, "100", "km"],
    [123_456, "123", "km"],
  ])("%d m -> %s %s", (metres, value, unit) => {
    expect(distanceParts(metres)).toEqual({ value, unit });
  });

  it("rejects negative and non-finite distances", () => {
    expect(() => distanceParts(-1)).toThrow(RangeError);
    expect(() => distanceParts(Number.NaN)).toThrow(RangeError);
    expect(() => distanceParts(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
