import { describe, expect, it } from "vitest";
import { loadSharedState, redirectUrlSet, saveSharedState, selectRedirectUrl, sharedSlice } from "./shared-slice";

describe("shared slice", () => {
  it("holds the redirect URL the login flow returns to", () => {
    const state = sharedSlice.reducer(undefined, redirectUrlSet("/TicketOrder?id=3"));
    expect(selectRedirectUrl({ shared: state })).toBe("/TicketOrder?id=3");
  });

  it("survives a reload through sessionStorage", () => {
    saveSharedState(sharedSlice.reducer(undefined, redirectUrlSet("/Trades")));
    expect(loadSharedState()).toEqual({ redirectUrl: "/Trades" });
  });

  it("starts empty when the stored value is unreadable, and drops fields an older version kept", () => {
    sessionStorage.setItem("wenlvShared", "{");
    expect(loadSharedState()).toEqual({ redirectUrl: null });
    sessionStorage.setItem("wenlvShared", JSON.stringify({ redirectUrl: "/User", buyOrder: { type: "ticket" }, cardNumber: "1" }));
    expect(loadSharedState()).toEqual({ redirectUrl: "/User" });
  });
});
