import { act, renderHook } from "@testing-library/react";
import { CARE_MODE_ATTRIBUTE, CARE_MODE_KEY, setCareMode } from "@wenlv/theme";
import { afterEach, describe, expect, it } from "vitest";
import { useCareMode } from "./use-care-mode";

afterEach(() => {
  document.documentElement.removeAttribute(CARE_MODE_ATTRIBUTE);
});

describe("useCareMode", () => {
  it("reads the stored flag and stores and applies a change", () => {
    localStorage.setItem(CARE_MODE_KEY, "1");
    const { result } = renderHook(() => useCareMode());
    expect(result.current[0]).toBe(true);
    act(() => result.current[1](false));
    expect(result.current[0]).toBe(false);
    expect(localStorage.getItem(CARE_MODE_KEY)).toBeNull();
    expect(document.documentElement.hasAttribute(CARE_MODE_ATTRIBUTE)).toBe(false);
  });

  it("follows a change made elsewhere", () => {
    const { result } = renderHook(() => useCareMode());
    expect(result.current[0]).toBe(false);
    act(() => setCareMode(true));
    expect(result.current[0]).toBe(true);
  });
});
