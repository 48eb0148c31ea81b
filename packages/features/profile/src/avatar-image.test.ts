import { describe, expect, it } from "vitest";
import { AVATAR_MAX_SIDE, MAX_SOURCE_BYTES, centredSquare, outputSide, sourceProblem } from "./avatar-image";

describe("avatar picture rules", () => {
  it("accepts images up to 10 MB and names the problem otherwise", () => {
    expect(sourceProblem({ type: "image/jpeg", size: 3_000_000 })).toBeNull();
    expect(sourceProblem({ type: "image/heic", size: MAX_SOURCE_BYTES })).toBeNull();
    expect(sourceProblem({ type: "image/png", size: MAX_SOURCE_BYTES + 1 })).toBe("too-big");
    expect(sourceProblem({ type: "application/pdf", size: 10 })).toBe("not-image");
    expect(sourceProblem({ type: "", size: 10 })).toBe("not-image");
  });

  it("takes the centred square of a landscape or portrait picture", () => {
    expect(centredSquare(4000, 3000)).toEqual({ x: 500, y: 0, width: 3000, height: 3000 });
    expect(centredSquare(300, 701)).toEqual({ x: 0, y: 201, width: 300, height: 300 });
  });

  it("downscales to at most 512 px and never upscales", () => {
    expect(outputSide(3000)).toBe(AVATAR_MAX_SIDE);
    expect(outputSide(512)).toBe(512);
    expect(outputSide(300.4)).toBe(300);
    expect(outputSide(0)).toBe(1);
  });
});
