import { combineSlices, configureStore } from "@reduxjs/toolkit";
import { afterEach, describe, expect, it } from "vitest";
import { orderDetail } from "@wenlv/contract/endpoints/orders";
import { scenicDetail } from "@wenlv/contract/endpoints/scenic";
import { api } from "./api";
import { resetApiClient } from "./config";
import { queryEndpoint } from "./endpoints";
import { orderCreateApi } from "./order-create";
import { loggedIn, sessionSlice } from "./session-slice";
import { setUpFakeApi } from "./test-fakes";

afterEach(() => resetApiClient());

const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    testScenicDetail: queryEndpoint(build, scenicDetail, { body: (id: number) => ({ id }) }),
    testOrderDetail: queryEndpoint(build, orderDetail),
  }),
});

function makeStore() {
  const reducer = combineSlices(api, sessionSlice);
  return configureStore({ reducer, middleware: (getDefault) => getDefault().concat(api.middleware) });
}

const user = { id: 9, nickname: "游客", avatar: "", phone_masked: "138****8000" };
const payload = {
  type: "ticket" as const,
  product_id: 3,
  sku_id: 4,
  day: "2026-11-25",
  slot: "09:00-11:00",
  quantity: 1,
  contact_name: "张三",
  contact_phone: "13800000000",
  idempotency_key: "visit-key-0001",
};

describe("api (RTK Query over ky, endpoints from the table)", () => {
  it("a table query answers the envelope's data; a cacheable read goes as GET without the token", async () => {
    const fake = setUpFakeApi({ body: { code: 1, msg: "", data: { id: 4, name: "虎丘" } } }, "tok-1");
    const store = makeStore();
    const result = await store.dispatch(testApi.endpoints.testScenicDetail.initiate(4));
    expect(result.data).toEqual({ id: 4, name: "虎丘" });
    const seen = fake.seen[0]!;
    expect([seen.method, seen.url.pathname, seen.url.searchParams.get("id")]).toEqual(["GET", "/api/scenic/detail", "4"]);
    expect(seen.url.searchParams.get("token")).toBeNull();
    expect(seen.headers.get("authorization")).toBeNull();
  });

  it("a user call is a form POST with the token; a failure becomes { status, code, msg } after the toast", async () => {
    const fake = setUpFakeApi({ body: { code: 4006, msg: "已售罄", data: null } }, "tok-2");
    const store = makeStore();
    const result = await store.dispatch(testApi.endpoints.testOrderDetail.initiate({ order_no: "A5" }));
    expect(result.error).toEqual({ status: 200, code: 4006, msg: "已售罄" });
    expect(fake.toast.show).toHaveBeenCalledWith("已售罄", 2000);
    const seen = fake.seen[0]!;
    expect([seen.method, seen.url.pathname, seen.headers.get("authorization")]).toEqual(["POST", "/api/order/detail", "Bearer tok-2"]);
    expect(new URLSearchParams(seen.body).get("order_no")).toBe("A5");
  });
});

describe("createSignedOrder", () => {
  it("signs with the session's key and answers the created order", async () => {
    const created = { order_no: "T1", order_id: 1, amount_fen: 4000, expires_at: "2026-11-25T01:00:00.000Z" };
    const fake = setUpFakeApi({ body: { code: 1, msg: "ok", data: created } }, "tok-3");
    const store = makeStore();
    store.dispatch(loggedIn({ token: "tok-3", signing_key: "k".repeat(64), user }));
    const result = await store.dispatch(orderCreateApi.endpoints.createSignedOrder.initiate(payload));
    expect(result.data).toEqual(created);
    const form = new URLSearchParams(fake.seen[0]!.body);
    expect(fake.seen[0]!.url.pathname).toBe("/api/order/create");
    expect(JSON.parse(form.get("data")!)).toMatchObject({ ...payload, nonce: expect.any(String), timestamp: expect.any(Number) });
    expect(form.get("signature")).toMatch(/^[0-9a-f]{64}$/);
  });

  it("shows a refusal like any envelope failure and answers it as an error", async () => {
    const fake = setUpFakeApi({ body: { code: 4006, msg: "该时段余票不足", data: null } }, "tok-4");
    const store = makeStore();
    store.dispatch(loggedIn({ token: "tok-4", signing_key: "k".repeat(64), user }));
    const result = await store.dispatch(orderCreateApi.endpoints.createSignedOrder.initiate(payload));
    expect(result.error).toEqual({ status: 200, code: 4006, msg: "该时段余票不足" });
    expect(fake.toast.show).toHaveBeenCalledWith("该时段余票不足", 2000);
  });

  it("joins a waiting list with the same signed payload, and shows its refusal", async () => {
    let calls = 0;
    const fake = setUpFakeApi(() => (calls++ === 0 ? { body: { code: 1, msg: "已加入候补", data: { entry_id: 7, position: 2 } } } : { body: { code: 0, msg: "尚有余位，请直接预订", data: null } }), "tok-5");
    const store = makeStore();
    store.dispatch(loggedIn({ token: "tok-5", signing_key: "k".repeat(64), user }));
    const joined = await store.dispatch(orderCreateApi.endpoints.joinSignedWaitlist.initiate(payload));
    expect(joined.data).toEqual({ entry_id: 7, position: 2 });
    expect(fake.seen[0]!.url.pathname).toBe("/api/waitlist/join");
    const form = new URLSearchParams(fake.seen[0]!.body);
    expect(JSON.parse(form.get("data")!)).toMatchObject({ ...payload, nonce: expect.any(String) });
    expect(form.get("signature")).toMatch(/^[0-9a-f]{64}$/);
    const refused = await store.dispatch(orderCreateApi.endpoints.joinSignedWaitlist.initiate(payload));
    expect(refused.error).toMatchObject({ code: 0, msg: "尚有余位，请直接预订" });
    expect(fake.toast.show).toHaveBeenCalledWith("尚有余位，请直接预订", 2000);
  });

  it("fetches the signing key with getMyInfo after a reload, and refuses without a session", async () => {
    const fake = setUpFakeApi((request) =>
      request.url.pathname.endsWith("/getMyInfo") ? { status: 401, body: { code: 4005, msg: "请先登录", data: null } } : { body: { code: 1, msg: "", data: null } },
    );
    const store = makeStore();
    const result = await store.dispatch(orderCreateApi.endpoints.createSignedOrder.initiate(payload));
    expect(result.error).toMatchObject({ status: 401, code: 4005 });
    expect(fake.seen.map((r) => r.url.pathname)).toEqual(["/api/uservice/user/getMyInfo"]);
    expect(fake.toast.show).toHaveBeenCalledWith("登录状态已失效，请重新登录后再提交", 2000);
  });
});
