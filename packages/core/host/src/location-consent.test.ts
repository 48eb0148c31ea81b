import { describe, expect, it, vi } from "vitest";
import { LOCATION_CONSENT_KEY, readLocationConsent, startLocationWithConsent, writeLocationConsent } from "./location-consent";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}

const geolocation = () => ({ getCurrentPosition: vi.fn() });

describe("location consent", () => {
  it("asks once when undecided, stores the answer and starts location only when allowed", async () => {
    const storage = memoryStorage();
    const geo = geolocation();
    const ask = vi.fn().mockResolvedValue(true);
    const handle = await startLocationWithConsent({ ask, consentStorage: storage, geolocation: geo, storage: memoryStorage() });
    expect(ask).toHaveBeenCalledTimes(1);
    expect(storage.data.get(LOCATION_CONSENT_KEY)).toBe("granted");
    expect(handle).not.toBeNull();
    expect(geo.getCurrentPosition).toHaveBeenCalledTimes(1);
    handle?.stop();

    const again = vi.fn();
    (await startLocationWithConsent({ ask: again, consentStorage: storage, geolocation: geo, storage: memoryStorage() }))?.stop();
    expect(again).not.toHaveBeenCalled();
  });

  it("never touches the browser's geolocation after a refusal, and does not ask again", async () => {
    const storage = memoryStorage();
    const geo = geolocation();
    expect(await startLocationWithConsent({ ask: async () => false, consentStorage: storage, geolocation: geo })).toBeNull();
    expect(readLocationConsent(storage)).toBe("refused");
    const ask = vi.fn();
    expect(await startLocationWithConsent({ ask, consentStorage: storage, geolocation: geo })).toBeNull();
    expect(ask).not.toHaveBeenCalled();
    expect(geo.getCurrentPosition).not.toHaveBeenCalled();
  });

  it("asks again after a refusal only on the visitor's own action (userAction)", async () => {
    const storage = memoryStorage({ [LOCATION_CONSENT_KEY]: "refused" });
    const geo = geolocation();
    const ask = vi.fn().mockResolvedValue(true);
    const handle = await startLocationWithConsent({ ask, userAction: true, consentStorage: storage, geolocation: geo, storage: memoryStorage() });
    expect(ask).toHaveBeenCalledTimes(1);
    expect(readLocationConsent(storage)).toBe("granted");
    expect(geo.getCurrentPosition).toHaveBeenCalledTimes(1);
    handle?.stop();
  });

  it("treats a failing dialog as a refusal, and skips the mini-program without asking", async () => {
    const storage = memoryStorage();
    expect(await startLocationWithConsent({ ask: () => Promise.reject(new Error("closed")), consentStorage: storage, geolocation: geolocation() })).toBeNull();
    expect(readLocationConsent(storage)).toBe("refused");
    const ask = vi.fn();
    expect(await startLocationWithConsent({ ask, isMiniProgram: true, consentStorage: memoryStorage() })).toBeNull();
    expect(ask).not.toHaveBeenCalled();
  });

  it("reads only known values and can be reset", () => {
    const storage = memoryStorage({ [LOCATION_CONSENT_KEY]: "maybe" });
    expect(readLocationConsent(storage)).toBeNull();
    writeLocationConsent(storage, "granted");
    expect(readLocationConsent(storage)).toBe("granted");
    writeLocationConsent(storage, null);
    expect(storage.data.has(LOCATION_CONSENT_KEY)).toBe(false);
  });
});
