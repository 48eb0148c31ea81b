import { combineSlices, configureStore } from "@reduxjs/toolkit";
import { afterEach, describe, expect, it } from "vitest";
import { api } from "./api";
import { resetApiClient } from "./config";
import { sessionSlice } from "./session-slice";
import { setUpFakeApi } from "./test-fakes";

afterEach(() => resetApiClient());

const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    scenicDetail: build.query<{ id: number; name: string }, { id: number }>({
      query: (arg) => ({ url: "/api/scenic/detail", body: arg }),
    }),
    createOrder: build.mutation<{ code: number; msg: string }, { data: string; signature: string }>({
      query: (arg) => ({ url: "/api/order/create", body: arg }),
    }),
  }),
});

function makeStore() {
  const reducer = combineSlices(api, sessionSlice);
  return configureStore({ reducer, middleware: (getDefault) => getDefault().concat(api.middleware) });
}

describe("api (RTK Query over ky)", () => {
  it("an injected query answers the envelope's data", async () => {
    const fake = setUpFakeApi({ body: { code: 1, msg: "", data: { id: 4, name: "虎丘" } } });
    const store = makeStore();
    const result = await store.dispatch(testApi.endpoints.scenicDetail.initiate({ id: 4 }));
    expect(result.data).toEqual({ id: 4, name: "虎丘" });
    expect(new URLSearchParams(fake.seen[0]?.body).get("id")).toBe("4");
  });

  it("a failure becomes { status, code, msg } after the toast", async () => {
    const fake = setUpFakeApi({ body: { code: 4006, msg: "已售罄", data: null } });
    const store = makeStore();
    const result = await store.dispatch(testApi.endpoints.scenicDetail.initiate({ id: 5 }));
    expect(result.error).toEqual({ status: 200, code: 4006, msg: "已售罄" });
    expect(fake.toast.show).toHaveBeenCalledWith("已售罄", 2000);
  });

  it("order create resolves with the raw body even when it failed", async () => {
    setUpFakeApi({ body: { code: 0, msg: "签名错误", data: null } });
    const store = makeStore();
    const result = await store.dispatch(testApi.endpoints.createOrder.initiate({ data: "{}", signature: "00" }));
    expect(result).toMatchObject({ data: { code: 0, msg: "签名错误", data: null } });
  });
});
