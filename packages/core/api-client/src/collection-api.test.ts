import { combineSlices, configureStore } from "@reduxjs/toolkit";
import { afterEach, describe, expect, it } from "vitest";
import { api } from "./api";
import { collectionApi } from "./collection-api";
import { resetApiClient } from "./config";
import { sessionSlice } from "./session-slice";
import { setUpFakeApi, type SeenRequest } from "./test-fakes";

afterEach(() => resetApiClient());

function makeStore() {
  const reducer = combineSlices(api, sessionSlice);
  return configureStore({ reducer, middleware: (getDefault) => getDefault().concat(api.middleware) });
}

const form = (request: SeenRequest | undefined) => Object.fromEntries(new URLSearchParams(request?.body));
const spot = { target_type: "scenic", target_id: 12 } as const;
const status = (store: ReturnType<typeof makeStore>) => collectionApi.endpoints.collectionStatus.select(spot)(store.getState()).data;

describe("collection endpoints", () => {
  it("asks the status of one target", async () => {
    const fake = setUpFakeApi({ body: { code: 1, msg: "", data: { collected: true } } });
    const store = makeStore();
    const result = await store.dispatch(collectionApi.endpoints.collectionStatus.initiate(spot));
    expect(result.data).toEqual({ collected: true });
    expect(fake.seen[0]?.url.pathname).toBe("/api/collection/status");
    expect(form(fake.seen[0])).toMatchObject({ target_type: "scenic", target_id: "12" });
  });

  it("sets (not flips) the state with collected 1/0 and updates the cached status", async () => {
    let collected = false;
    const fake = setUpFakeApi((request) => {
      if (request.url.pathname === "/api/collection/toggle") collected = form(request).collected === "1";
      return { body: { code: 1, msg: "", data: { collected } } };
    });
    const store = makeStore();
    await store.dispatch(collectionApi.endpoints.collectionStatus.initiate(spot));
    expect(status(store)).toEqual({ collected: false });

    await store.dispatch(collectionApi.endpoints.toggleCollection.initiate({ ...spot, collected: true }));
    const toggle = fake.seen.find((r) => r.url.pathname === "/api/collection/toggle");
    expect(form(toggle)).toMatchObject({ target_type: "scenic", target_id: "12", collected: "1" });
    expect(status(store)).toEqual({ collected: true });
  });

  it("rolls the optimistic status back when the toggle fails", async () => {
    setUpFakeApi((request) =>
      request.url.pathname === "/api/collection/toggle"
        ? { body: { code: 0, msg: "内容不存在", data: null } }
        : { body: { code: 1, msg: "", data: { collected: false } } },
    );
    const store = makeStore();
    await store.dispatch(collectionApi.endpoints.collectionStatus.initiate(spot));
    const result = await store.dispatch(collectionApi.endpoints.toggleCollection.initiate({ ...spot, collected: true }));
    expect(result.error).toMatchObject({ code: 0, msg: "内容不存在" });
    expect(status(store)).toEqual({ collected: false });
  });
});
