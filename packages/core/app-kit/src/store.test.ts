import { api, loggedIn, loggedOut } from "@wenlv/api-client";
import { createSlice } from "@reduxjs/toolkit";
import { describe, expect, it } from "vitest";
import { createAppStore, rootReducer } from "./store";

const user = { id: 1, nickname: "n", avatar: "", phone_masked: "1" };

describe("createAppStore", () => {
  it("holds the api, session and shared slices", () => {
    const state = createAppStore().getState();
    expect(Object.keys(state)).toEqual(expect.arrayContaining(["api", "session", "shared"]));
  });

  it("persists the session to localStorage on login and clears it on logout", () => {
    const store = createAppStore();
    store.dispatch(loggedIn({ token: "tk", signing_key: "secret", user }));
    expect(localStorage.getItem("token")).toBe("tk");
    store.dispatch(loggedOut());
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("drops cached API data on logout", async () => {
    const store = createAppStore();
    const withMe = api.injectEndpoints({
      endpoints: (build) => ({ storeTestMe: build.query<{ id: number }, void>({ query: () => ({ url: "/api/x" }) }) }),
    });
    store.dispatch(loggedIn({ token: "tk", signing_key: "k", user }));
    await store.dispatch(withMe.util.upsertQueryData("storeTestMe", undefined, { id: 7 }));
    expect(Object.keys(store.getState().api.queries)).toHaveLength(1);
    store.dispatch(loggedOut());
    expect(store.getState().api.queries).toEqual({});
  });

  it("lets a feature inject its slice later (combineSlices withLazyLoadedSlices)", () => {
    const store = createAppStore();
    const orders = createSlice({ name: "ordersDraft", initialState: { n: 1 }, reducers: { bump: (s) => void (s.n += 1) } });
    const injected = rootReducer.inject(orders);
    store.dispatch(orders.actions.bump());
    expect(injected.selector((state) => state.ordersDraft)(store.getState())).toEqual({ n: 2 });
  });
});
