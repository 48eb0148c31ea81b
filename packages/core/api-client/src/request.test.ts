import { afterEach, describe, expect, it } from "vitest";
import { resetApiClient } from "./config";
import { isLoginDialogOpen } from "./feedback";
import { requestApi } from "./request";
import { setUpFakeApi } from "./test-fakes";
import { getMyInfo } from "@wenlv/contract/endpoints/auth";
import { orderCreate } from "@wenlv/contract/endpoints/orders";
import { endpointArgs } from "./endpoints";

afterEach(() => resetApiClient());

const ok = (data: unknown) => ({ body: { code: 1, msg: "", data } });

describe("requestApi: the wire", () => {
  it("POSTs a form-encoded body with partner_code, and no token when logged out", async () => {
    const fake = setUpFakeApi(ok({ list: [] }));
    const result = await requestApi({ url: "/api/scenic/list", body: { page: 1, keyword: "拙政园", hot: true, area_code: undefined } });
    expect(result).toEqual({ data: { list: [] } });
    const [request] = fake.seen;
    expect(request?.method).toBe("POST");
    expect(request?.url.href).toBe("http://api.test/api/scenic/list");
    expect(request?.headers.get("content-type")).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request?.headers.get("authorization")).toBeNull();
    const form = new URLSearchParams(request?.body);
    expect(Object.fromEntries(form)).toEqual({ page: "1", keyword: "拙政园", hot: "1", partner_code: "kunshan" });
  });

  it("adds the token as form field and Bearer header when logged in", async () => {
    const fake = setUpFakeApi(ok(null), "tok123");
    await requestApi({ url: "/api/order/list", body: { page: 2 } });
    const [request] = fake.seen;
    expect(request?.headers.get("authorization")).toBe("Bearer tok123");
    expect(new URLSearchParams(request?.body).get("token")).toBe("tok123");
  });

  it("JSON-encodes arrays and objects", async () => {
    const fake = setUpFakeApi(ok(null));
    await requestApi({ url: "/api/coupon/x", body: { ids: [1, 2], extra: { a: "b" } } });
    const form = new URLSearchParams(fake.seen[0]?.body);
    expect(form.get("ids")).toBe("[1,2]");
    expect(form.get("extra")).toBe('{"a":"b"}');
  });

  it("GET sends the fields as the query string and keeps the URL's own", async () => {
    const fake = setUpFakeApi(ok({ list: [] }), "t1");
    await requestApi({ url: "/api/scenic/list?area_code=320508", method: "GET", body: { page: 1 } });
    const [request] = fake.seen;
    expect(request?.method).toBe("GET");
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({ area_code: "320508", page: "1", token: "t1", partner_code: "kunshan" });
  });

  it("sends the shell's host with every call once configured, and no host field before (decision 026)", async () => {
    const fake = setUpFakeApi(ok({ list: [] }));
    const { configureApiClient } = await import("./config");
    await requestApi({ url: "/api/scenic/list", method: "GET", body: { page: 1 } });
    configureApiClient({ host: "bank" });
    await requestApi({ url: "/api/scenic/list", method: "GET", body: { page: 1 } });
    await requestApi({ url: "/api/order/list", body: { page: 1 } });
    expect(fake.seen[0]?.url.searchParams.has("host")).toBe(false);
    expect(fake.seen[1]?.url.searchParams.get("host")).toBe("bank");
    expect(new URLSearchParams(fake.seen[2]?.body).get("host")).toBe("bank");
    configureApiClient({ host: "" });
    await requestApi({ url: "/api/scenic/list", method: "GET", body: { page: 1 } });
    expect(fake.seen[3]?.url.searchParams.has("host")).toBe(false);
  });

  it("a baseUrl with a path prefix is kept", async () => {
    const fake = setUpFakeApi(ok(1));
    const { configureApiClient } = await import("./config");
    configureApiClient({ baseUrl: "http://api.test/v1" });
    await requestApi({ url: "/api/x" });
    expect(fake.seen[0]?.url.href).toBe("http://api.test/v1/api/x");
  });
});

describe("requestApi: the catalogue's side effects", () => {
  it("success shows nothing", async () => {
    const fake = setUpFakeApi(ok({ a: 1 }));
    await requestApi({ url: "/api/scenic/detail" });
    expect(fake.toast.show).not.toHaveBeenCalled();
    expect(fake.toast.clear).not.toHaveBeenCalled();
  });

  it("code 0 toasts the message for 2000 ms and answers an error", async () => {
    const fake = setUpFakeApi({ body: { code: 0, msg: "ID number wrong", data: null } });
    const result = await requestApi({ url: "/api/traveller/save" });
    expect(fake.toast.show).toHaveBeenCalledWith("身份证号与姓名不一致", 2000);
    expect(result).toEqual({ error: { status: 200, code: 0, msg: "身份证号与姓名不一致" } });
  });

  it.each([4005, 4006, 4001])("code %i toasts the message for 2 s", async (code) => {
    const fake = setUpFakeApi({ body: { code, msg: "不可以", data: null } });
    const result = await requestApi({ url: "/api/order/cancel" });
    expect(fake.toast.show).toHaveBeenCalledWith("不可以", 2000);
    expect(result.error?.code).toBe(code);
  });

  it("a quiet endpoint's failure only clears the toast", async () => {
    const fake = setUpFakeApi({ body: { code: 4005, msg: "登录失效", data: null } });
    const result = await requestApi(endpointArgs(getMyInfo, {}));
    expect(fake.toast.show).not.toHaveBeenCalled();
    expect(fake.toast.clear).toHaveBeenCalledTimes(1);
    expect(result.error).toEqual({ status: 200, code: 4005, msg: "登录失效" });
  });

  it("a pass-through endpoint returns the raw body and shows nothing", async () => {
    const body = { code: 0, msg: "库存不足", data: null };
    const fake = setUpFakeApi({ body });
    const result = await requestApi(endpointArgs(orderCreate, { data: "{}", signature: "ab" }));
    expect(result).toEqual({ data: body });
    expect(fake.toast.show).not.toHaveBeenCalled();
    expect(fake.toast.clear).not.toHaveBeenCalled();
  });

  it.each([404, 500, 502])("HTTP %i toasts 'network busy' for 2 s", async (status) => {
    const fake = setUpFakeApi({ status, body: "Bad Gateway" });
    const result = await requestApi({ url: "/api/scenic/list" });
    expect(fake.toast.show).toHaveBeenCalledWith("网络繁忙，请刷新重试", 2000);
    expect(result.error).toMatchObject({ status, code: -1 });
  });

  it("a network error toasts 'network busy'", async () => {
    const fake = setUpFakeApi(new TypeError("Failed to fetch"));
    const result = await requestApi({ url: "/api/scenic/list" });
    expect(fake.toast.show).toHaveBeenCalledWith("网络繁忙，请刷新重试", 2000);
    expect(result.error?.status).toBe(0);
  });

  it("HTTP 401 opens the '提示 / 请先登录 / 去登录' dialog whose button calls onUnauthorized", async () => {
    const fake = setUpFakeApi({ status: 401, body: { code: 401, msg: "unauthorized", data: null } });
    const result = await requestApi({ url: "/api/order/list" });
    expect(result.error).toEqual({ status: 401, code: 401, msg: "请先登录" });
    expect(fake.dialog.alert).toHaveBeenCalledTimes(1);
    expect(fake.dialog.alert.mock.calls[0]?.[0]).toMatchObject({ title: "提示", content: "请先登录", confirmText: "去登录" });
    expect(fake.onUnauthorized).not.toHaveBeenCalled();
    fake.confirmDialog();
    expect(fake.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("a second 401 while the dialog is open does not stack another", async () => {
    const fake = setUpFakeApi({ status: 401 });
    await Promise.all([requestApi({ url: "/api/a" }), requestApi({ url: "/api/b" })]);
    await requestApi({ url: "/api/c" });
    expect(fake.dialog.alert).toHaveBeenCalledTimes(1);
    expect(isLoginDialogOpen()).toBe(true);
    fake.confirmDialog();
    await Promise.resolve();
    expect(isLoginDialogOpen()).toBe(false);
    await requestApi({ url: "/api/d" });
    expect(fake.dialog.alert).toHaveBeenCalledTimes(2);
  });
});
