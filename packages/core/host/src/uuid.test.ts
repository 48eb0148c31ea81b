import { describe, expect, it } from "vitest";
import { getUuid, UUID_KEY } from "./uuid";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("getUuid", () => {
  it("keeps a stored id", () => {
    localStorage.setItem(UUID_KEY, "stored-id");
    expect(getUuid()).toBe("stored-id");
  });

  it("generates, stores and then reuses a v4 UUID", () => {
    const id = getUuid(localStorage);
    expect(id).toMatch(UUID_V4);
    expect(localStorage.getItem(UUID_KEY)).toBe(id);
    expect(getUuid(localStorage)).toBe(id);
  });

  it("stays stable for the page when storage throws", () => {
    const broken = { getItem: () => { throw new Error("denied"); }, setItem: () => { throw new Error("denied"); } };
    const a = getUuid(broken);
    expect(a).toMatch(UUID_V4);
    expect(getUuid(broken)).toBe(a);
  });
});
