import gcoord from "gcoord";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LOCATION_DENIED_KEY, startLocation } from "./location";
import { LOCATION_KEYS, getStoredLocation } from "./location-store";

type Success = (p: GeolocationPosition) => void;
type Failure = (e: GeolocationPositionError) => void;

/** A scripted Geolocation: each call answers with the next scripted outcome. */
function fakeGeolocation(script: Array<"ok" | 1 | 2 | 3>) {
  const calls: number[] = [];
  const geolocation = {
    getCurrentPosition: vi.fn((ok: Success, fail?: Failure | null) => {
      calls.push(Date.now());
      const outcome = script.shift() ?? "ok";
      if (outcome === "ok") {
        ok({ coords: { longitude: 120.6285, latitude: 31.3237 } } as GeolocationPosition); // 拙政园, WGS-84
      } else {
        fail?.({ code: outcome, message: "" } as GeolocationPositionError);
      }
    }),
  };
  return { geolocation, calls };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("startLocation", () => {
  it("stores GCJ-02 under the plain keys and WGS-84 under the New keys", async () => {
    const { geolocation } = fakeGeolocation(["ok"]);
    const onChange = vi.fn();
    const handle = startLocation({ geolocation, storage: sessionStorage, onChange });
    await vi.dynamicImportSettled(); // gcoord is loaded with the first fix
    const [lng, lat] = gcoord.transform([120.6285, 31.3237], gcoord.WGS84, gcoord.GCJ02);
    expect(handle.status()).toBe("located");
    expect(sessionStorage.getItem(LOCATION_KEYS.longitude)).toBe(lng.toFixed(6));
    expect(sessionStorage.getItem(LOCATION_KEYS.latitude)).toBe(lat.toFixed(6));
    expect(sessionStorage.getItem(LOCATION_KEYS.longitudeNew)).toBe("120.628500");
    expect(sessionStorage.getItem(LOCATION_KEYS.latitudeNew)).toBe("31.323700");
    expect(onChange).toHaveBeenCalledWith({ lng, lat });
    // GCJ-02 differs from WGS-84 by a few hundred metres in Suzhou.
    expect(Math.abs(lng - 120.6285)).toBeGreaterThan(0.002);
    expect(getStoredLocation(sessionStorage)).toEqual({ lng: Number(lng.toFixed(6)), lat: Number(lat.toFixed(6)) });
  });

  it("is skipped in the mini-program", () => {
    const { geolocation } = fakeGeolocation(["ok"]);
    const handle = startLocation({ geolocation, storage: sessionStorage, isMiniProgram: true });
    expect(handle.status()).toBe("skipped");
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();
    expect(getStoredLocation(sessionStorage)).toBeNull();
  });

  it("reports unavailable without a Geolocation API", () => {
    expect(startLocation({ geolocation: null, storage: sessionStorage }).status()).toBe("unavailable");
  });

  it("retries timeouts and unavailable fixes with back-off 1 s, 2 s, 4 s ... capped at 60 s, without limit", async () => {
    const failures: Array<2 | 3> = Array.from({ length: 12 }, (_, i) => (i % 2 ? 2 : 3));
    const { geolocation, calls } = fakeGeolocation([...failures, "ok"]);
    const handle = startLocation({ geolocation, storage: sessionStorage });
    expect(handle.status()).toBe("waiting");
    vi.advanceTimersByTime(999);
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(calls).toHaveLength(2);
    vi.runAllTimers();
    const gaps = calls.slice(1).map((t, i) => t - calls[i]!);
    expect(gaps).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000, 60000, 60000, 60000]);
    expect(handle.failures()).toBe(12);
    await vi.dynamicImportSettled();
    expect(handle.status()).toBe("located");
  });

  it("never asks again after a refusal, in this run or a later start in the session", () => {
    const { geolocation } = fakeGeolocation([3, 1, "ok"]);
    const onDenied = vi.fn();
    const handle = startLocation({ geolocation, storage: sessionStorage, onDenied });
    vi.advanceTimersByTime(1000);
    expect(handle.status()).toBe("denied");
    expect(onDenied).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(LOCATION_DENIED_KEY)).toBe("1");
    vi.advanceTimersByTime(10 * 60_000);
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(2);

    const again = startLocation({ geolocation, storage: sessionStorage, onDenied });
    expect(again.status()).toBe("denied");
    expect(onDenied).toHaveBeenCalledTimes(2);
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(2);
  });

  it("stop cancels a pending retry", () => {
    const { geolocation } = fakeGeolocation([2, "ok"]);
    const handle = startLocation({ geolocation, storage: sessionStorage });
    handle.stop();
    vi.advanceTimersByTime(60_000);
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(handle.status()).toBe("stopped");
  });

  it("ignores an answer that arrives after stop, also when stopped while gcoord loads", async () => {
    let answer: Success | undefined;
    const geolocation = { getCurrentPosition: (ok: Success) => void (answer = ok) };
    const onChange = vi.fn();
    const handle = startLocation({ geolocation, storage: sessionStorage, onChange });
    expect(handle.status()).toBe("locating");
    handle.stop();
    answer?.({ coords: { longitude: 120.6, latitude: 31.3 } } as GeolocationPosition);
    await vi.dynamicImportSettled();
    expect(onChange).not.toHaveBeenCalled();
    expect(getStoredLocation(sessionStorage)).toBeNull();

    const loading = startLocation({ geolocation: { getCurrentPosition: (ok: Success) => void (answer = ok) }, storage: sessionStorage, onChange });
    answer?.({ coords: { longitude: 120.6, latitude: 31.3 } } as GeolocationPosition);
    loading.stop();
    await vi.dynamicImportSettled();
    expect(onChange).not.toHaveBeenCalled();
    expect(getStoredLocation(sessionStorage)).toBeNull();
  });
});

describe("getStoredLocation", () => {
  it("answers null for missing or corrupt values", () => {
    expect(getStoredLocation(sessionStorage)).toBeNull();
    sessionStorage.setItem(LOCATION_KEYS.longitude, "abc");
    sessionStorage.setItem(LOCATION_KEYS.latitude, "31.3");
    expect(getStoredLocation(sessionStorage)).toBeNull();
    sessionStorage.setItem(LOCATION_KEYS.longitude, "200");
    expect(getStoredLocation(sessionStorage)).toBeNull();
    sessionStorage.setItem(LOCATION_KEYS.longitude, "120.63");
    expect(getStoredLocation()).toEqual({ lng: 120.63, lat: 31.3 });
  });
});
