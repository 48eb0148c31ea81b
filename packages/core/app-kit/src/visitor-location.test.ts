import { LOCATION_CONSENT_KEY, LOCATION_DENIED_KEY, LOCATION_KEYS } from "@wenlv/host";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createVisitorLocator } from "./visitor-location";

type Success = (p: { coords: { longitude: number; latitude: number } }) => void;
type Failure = (e: { code: number }) => void;

/** A geolocation whose calls answer as `answer` says (a fix, an error code, or never). */
function fakeGeolocation(answer: { fix: [number, number] } | { code: number } | "never") {
  return {
    getCurrentPosition: vi.fn((ok: Success, fail: Failure) => {
      if (answer === "never") return;
      if ("fix" in answer) ok({ coords: { longitude: answer.fix[0], latitude: answer.fix[1] } });
      else fail({ code: answer.code });
    }),
  };
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("createVisitorLocator (location on demand, issue 9)", () => {
  it("asks the consent on the visitor's action, then stores a GCJ-02 fix and answers located", async () => {
    const ask = vi.fn().mockResolvedValue(true);
    const geolocation = fakeGeolocation({ fix: [120.6237, 31.3232] });
    const outcome = await createVisitorLocator({ isMiniProgram: false, ask, geolocation }).locate();
    expect(outcome).toBe("located");
    expect(ask).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(LOCATION_CONSENT_KEY)).toBe("granted");
    // gcoord shifts a WGS-84 fix in Suzhou by a few hundred metres (GCJ-02).
    expect(Number(sessionStorage.getItem(LOCATION_KEYS.longitude))).not.toBe(120.6237);
    expect(sessionStorage.getItem(LOCATION_KEYS.longitudeNew)).toBe("120.623700");
  });

  it("answers refused without touching the browser when the visitor says no, and asks again on the next tap", async () => {
    const geolocation = fakeGeolocation("never");
    const locator = createVisitorLocator({ isMiniProgram: false, ask: () => Promise.resolve(false), geolocation });
    expect(await locator.locate()).toBe("refused");
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();
    const again = vi.fn().mockResolvedValue(false);
    expect(await createVisitorLocator({ isMiniProgram: false, ask: again, geolocation }).locate()).toBe("refused");
    expect(again).toHaveBeenCalledTimes(1);
  });

  it("tells a browser refusal (denied) from a missing fix (unavailable), and skips the mini-program", async () => {
    localStorage.setItem(LOCATION_CONSENT_KEY, "granted");
    expect(await createVisitorLocator({ isMiniProgram: false, geolocation: fakeGeolocation({ code: 1 }) }).locate()).toBe("denied");
    expect(sessionStorage.getItem(LOCATION_DENIED_KEY)).toBe("1");
    sessionStorage.clear();
    const timeout = createVisitorLocator({ isMiniProgram: false, geolocation: fakeGeolocation({ code: 3 }) });
    expect(await timeout.locate()).toBe("unavailable");
    expect(await createVisitorLocator({ isMiniProgram: false, geolocation: null }).locate()).toBe("unavailable");
    const ask = vi.fn();
    expect(await createVisitorLocator({ isMiniProgram: true, ask }).locate()).toBe("skipped");
    expect(ask).not.toHaveBeenCalled();
  });

  it("starts silently at start only for a visitor who agreed before", () => {
    const geolocation = fakeGeolocation("never");
    createVisitorLocator({ isMiniProgram: false, geolocation }).startIfGranted();
    localStorage.setItem(LOCATION_CONSENT_KEY, "refused");
    createVisitorLocator({ isMiniProgram: false, geolocation }).startIfGranted();
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();
    localStorage.setItem(LOCATION_CONSENT_KEY, "granted");
    createVisitorLocator({ isMiniProgram: false, geolocation }).startIfGranted();
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);
  });
});
