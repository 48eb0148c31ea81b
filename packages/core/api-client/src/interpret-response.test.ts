import { describe, expect, it } from "vitest";
import { interpretResponse, NO_ENVELOPE_CODE } from "./interpret-response";
import { getMyInfo } from "@wenlv/contract/endpoints/auth";
import { orderCreate } from "@wenlv/contract/endpoints/orders";

const busy = "网络繁忙，请刷新重试";
const url = "/api/scenic/list";

describe("interpretResponse: section 8 catalogue", () => {
  it("code 1 is success and yields data", () => {
    expect(interpretResponse({ httpStatus: 200, body: { code: 1, msg: "ok", data: { id: 3 } }, url })).toEqual({
      kind: "ok",
      data: { id: 3 },
    });
  });

  it("code 200 is success and yields data", () => {
    expect(interpretResponse({ httpStatus: 200, body: { code: 200, msg: "", data: [1] }, url })).toEqual({ kind: "ok", data: [1] });
  });

  it("a numeric string code from a legacy server is read as a number", () => {
    expect(interpretResponse({ httpStatus: 200, body: { code: "1", msg: "", data: 5 }, url })).toEqual({ kind: "ok", data: 5 });
  });

  it("code 0 toasts the server message for 2000 ms", () => {
    expect(interpretResponse({ httpStatus: 200, body: { code: 0, msg: "库存不足", data: null }, url })).toEqual({
      kind: "fail",
      httpStatus: 200,
      code: 0,
      msg: "库存不足",
      toast: { text: "库存不足", durationMs: 2000 },
    });
  });

  it.each(["ID number wrong", "身份证号码错误"])("code 0 with %j shows 'ID and name do not match'", (msg) => {
    const decision = interpretResponse({ httpStatus: 200, body: { code: 0, msg, data: null }, url });
    expect(decision).toMatchObject({ kind: "fail", code: 0, toast: { text: "身份证号与姓名不一致", durationMs: 2000 } });
  });

  it("the ID message is only rewritten for code 0", () => {
    const decision = interpretResponse({ httpStatus: 200, body: { code: 4006, msg: "ID number wrong", data: null }, url });
    expect(decision).toMatchObject({ toast: { text: "ID number wrong" } });
  });

  it.each([4005, 4006])("code %i toasts the message for 2 s", (code) => {
    expect(interpretResponse({ httpStatus: 200, body: { code, msg: "登录已失效", data: null }, url })).toEqual({
      kind: "fail",
      httpStatus: 200,
      code,
      msg: "登录已失效",
      toast: { text: "登录已失效", durationMs: 2000 },
    });
  });

  it("any other code is a failure that toasts its message", () => {
    expect(interpretResponse({ httpStatus: 400, body: { code: 4001, msg: "参数错误", data: null }, url })).toMatchObject({
      kind: "fail",
      httpStatus: 400,
      code: 4001,
      toast: { text: "参数错误", durationMs: 2000 },
    });
  });

  it("an empty failure message toasts a generic text instead of nothing", () => {
    expect(interpretResponse({ httpStatus: 200, body: { code: 0, msg: "", data: null }, url })).toMatchObject({
      toast: { text: "请求失败" },
    });
  });

  it("HTTP 401 asks to log in", () => {
    expect(interpretResponse({ httpStatus: 401, body: { code: 401, msg: "x", data: null }, url })).toEqual({ kind: "unauthorized" });
  });

  it.each([404, 500, 502])("HTTP %i is 'network busy'", (httpStatus) => {
    expect(interpretResponse({ httpStatus, body: "<html>", url })).toEqual({ kind: "network-busy", httpStatus });
  });

  it("an envelope inside a 500 answer is still 'network busy'", () => {
    expect(interpretResponse({ httpStatus: 500, body: { code: 0, msg: "boom", data: null }, url })).toEqual({
      kind: "network-busy",
      httpStatus: 500,
    });
  });

  it("no answer at all (status 0) is 'network busy'", () => {
    expect(interpretResponse({ httpStatus: 0, body: undefined, url })).toEqual({ kind: "network-busy", httpStatus: 0 });
  });

  it("a 2xx body that is not an envelope is 'network busy'", () => {
    expect(interpretResponse({ httpStatus: 200, body: "<html>", url })).toEqual({ kind: "network-busy", httpStatus: 200 });
  });
});

describe("interpretResponse: quiet endpoints only clear the toast", () => {
  const quietUrl = getMyInfo.path;

  it("a quiet failure carries no toast", () => {
    const decision = interpretResponse({ httpStatus: 200, body: { code: 0, msg: "失败", data: null }, url: quietUrl, mode: "quiet" });
    expect(decision).toEqual({ kind: "fail", httpStatus: 200, code: 0, msg: "失败" });
  });

  it("a quiet success still yields data", () => {
    const decision = interpretResponse({ httpStatus: 200, body: { code: 1, msg: "", data: { id: 1 } }, url: quietUrl, mode: "quiet" });
    expect(decision).toEqual({ kind: "ok", data: { id: 1 } });
  });

  it("a quiet 401 is a silent failure with status 401, no dialog", () => {
    expect(interpretResponse({ httpStatus: 401, body: undefined, url: quietUrl, mode: "quiet" })).toMatchObject({
      kind: "fail",
      httpStatus: 401,
      code: 401,
    });
  });

  it("a quiet 502 is a silent failure, no 'network busy' toast", () => {
    const decision = interpretResponse({ httpStatus: 502, body: undefined, url, mode: "quiet" });
    expect(decision).toEqual({ kind: "fail", httpStatus: 502, code: NO_ENVELOPE_CODE, msg: busy });
  });

  it("without a mode the answer is read as an envelope", () => {
    const decision = interpretResponse({ httpStatus: 200, body: { code: 0, msg: "x", data: null }, url: quietUrl });
    expect(decision).toMatchObject({ toast: { text: "x" } });
  });
});

describe("interpretResponse: pass-through endpoints return the raw body", () => {
  const failing = { code: 0, msg: "库存不足", data: null };

  const rawUrl = orderCreate.path;

  it("a failing body is returned untouched, no toast", () => {
    const decision = interpretResponse({ httpStatus: 200, body: failing, url: rawUrl, mode: "raw" });
    expect(decision).toEqual({ kind: "raw", body: failing });
    expect((decision as { body: unknown }).body).toBe(failing);
  });

  it("a successful body is returned whole, not just data", () => {
    const body = { code: 1, msg: "", data: { order_no: "A1" } };
    expect(interpretResponse({ httpStatus: 200, body, url: rawUrl, mode: "raw" })).toEqual({ kind: "raw", body });
  });

  it("a raw endpoint still gets the 401 dialog and 'network busy'", () => {
    expect(interpretResponse({ httpStatus: 401, body: undefined, url: rawUrl, mode: "raw" })).toEqual({ kind: "unauthorized" });
    expect(interpretResponse({ httpStatus: 502, body: undefined, url: rawUrl, mode: "raw" })).toEqual({ kind: "network-busy", httpStatus: 502 });
  });
});

describe("interpretResponse: English UI", () => {
  it("shows the catalogue's own texts in English, server messages as sent", async () => {
    const { i18n } = await import("@wenlv/i18n");
    await i18n.changeLanguage("en");
    expect(interpretResponse({ httpStatus: 200, body: { code: 0, msg: "ID number wrong", data: null }, url })).toMatchObject({
      toast: { text: "The ID number and the name do not match" },
    });
    expect(interpretResponse({ httpStatus: 200, body: { code: 0, msg: "库存不足", data: null }, url })).toMatchObject({ toast: { text: "库存不足" } });
  });
});
