import { describe, expect, it } from "vitest";
import { buyOrderSet, loadSharedState, saveSharedState, selectBuyOrder, sharedSlice, auditListRefreshSet, redirectUrlSet } from "./shared-slice";

describe("shared slice", () => {
  it("holds the buy order draft a product page hands to the order pages", () => {
    const draft = { type: "ticket", title: "拙政园", lines: [{ product_id: 1, sku_id: 2, name: "成人票", quantity: 2, unit_price_fen: 8000 }] };
    const state = sharedSlice.reducer(undefined, buyOrderSet(draft));
    expect(selectBuyOrder({ shared: state })).toEqual(draft);
  });

  it("survives a reload through sessionStorage", () => {
    let state = sharedSlice.reducer(undefined, redirectUrlSet("/Trades"));
    state = sharedSlice.reducer(state, auditListRefreshSet(true));
    saveSharedState(state);
    expect(loadSharedState()).toMatchObject({ redirectUrl: "/Trades", auditListRefresh: true, buyOrder: null });
  });

  it("starts empty when the stored value is unreadable", () => {
    sessionStorage.setItem("wenlvShared", "{");
    expect(loadSharedState()).toEqual({ redirectUrl: null, cardNumber: null, buyOrder: null, auditListRefresh: false, selfPickup: null });
  });
});
