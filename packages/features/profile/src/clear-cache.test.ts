import { createAppStore } from "@wenlv/app-kit";
import { describe, expect, it } from "vitest";
import { profileApi } from "./api";
import { cacheKindOf, clearCache } from "./clear-cache";
import { userInfo } from "./test-fixtures";

describe("clearCache", () => {
  it("keeps the login, care mode, language and partner; removes the rest and says what", () => {
    localStorage.setItem("token", "tok");
    localStorage.setItem("careMode", "1");
    localStorage.setItem("lang", "en");
    localStorage.setItem("uuid", "u-1");
    localStorage.setItem("ticketOrderContact", "{}");
    localStorage.setItem("someOldThing", "x");
    sessionStorage.setItem("partner_code", "kunshan");
    sessionStorage.setItem("longitude", "120.6");
    sessionStorage.setItem("latitude", "31.3");
    sessionStorage.setItem("pickedTravellerId", "3");

    const store = createAppStore();
    void store.dispatch(profileApi.util.upsertQueryData("myInfo", undefined, userInfo()));
    expect(Object.keys(store.getState().api.queries)).toHaveLength(1);
    const report = clearCache(store);

    expect(Object.keys({ ...localStorage }).sort()).toEqual(["careMode", "lang", "token"]);
    expect(Object.keys({ ...sessionStorage }).sort()).toEqual(["partner_code", "wenlvShared"]);
    expect(report.removedKeys.sort()).toEqual(["latitude", "longitude", "pickedTravellerId", "someOldThing", "ticketOrderContact", "uuid"]);
    expect(report.kinds).toEqual(["visitor", "location", "pickedTraveller", "lastContact", "other"]);
    expect(report.apiEntries).toBe(1);
    expect(store.getState().api.queries).toEqual({});
  });

  it("counts the cached API answers it drops", () => {
    const store = {
      getState: () => ({ api: { queries: { a: {}, b: {} } } }),
      dispatch: () => undefined,
    };
    expect(clearCache(store, null, null)).toEqual({ apiEntries: 2, removedKeys: [], kinds: [] });
  });

  it("names unknown keys as other data", () => {
    expect(cacheKindOf("latitudeNew")).toBe("location");
    expect(cacheKindOf("locationConsent")).toBe("locationChoice");
    expect(cacheKindOf("whatever")).toBe("other");
  });
});
