import { afterEach, describe, expect, it, vi } from "vitest";
import {
  BRIDGE_TIMEOUT_MS,
  BridgeError,
  hasBankBridge,
  hasPartnerBridge,
  requestBankAuthCode,
  requestPartnerAuthCode,
  type BankJsBridge,
  type BridgeWindow,
} from "./app-bridges";

afterEach(() => {
  vi.useRealTimers();
  delete (window as BridgeWindow).SZBankJSBridge;
});

const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "resolved",
    (error: unknown) => (error instanceof BridgeError ? error.reason : `other: ${String(error)}`),
  );

function bank(answer: (cb: Parameters<BankJsBridge["getAuthCode"]>[1]) => void): BridgeWindow {
  return { SZBankJSBridge: { getAuthCode: vi.fn((_params, cb) => answer(cb)) } };
}

describe("bank bridge (window.SZBankJSBridge)", () => {
  it("is detected only when getAuthCode is a function", () => {
    expect(hasBankBridge({})).toBe(false);
    expect(hasBankBridge({ SZBankJSBridge: {} as BankJsBridge })).toBe(false);
    expect(hasBankBridge(bank(() => {}))).toBe(true);
  });

  it("reads the real window by default", async () => {
    expect(hasBankBridge()).toBe(false);
    (window as BridgeWindow).SZBankJSBridge = { getAuthCode: (_p, cb) => cb({ code: "from-window" }) };
    expect(hasBankBridge()).toBe(true);
    await expect(requestBankAuthCode()).resolves.toBe("from-window");
  });

  it("resolves with the trimmed code and asks for the user_info scope", async () => {
    const win = bank((cb) => cb({ code: "  bank-code-1 " }));
    await expect(requestBankAuthCode({ win })).resolves.toBe("bank-code-1");
    expect(win.SZBankJSBridge?.getAuthCode).toHaveBeenCalledWith({ scope: "user_info" }, expect.any(Function));
  });

  it("fails 'unavailable' without a bridge", async () => {
    expect(await reasonOf(requestBankAuthCode({ win: {} }))).toBe("unavailable");
  });

  it("fails 'denied' with the bridge's message when no code comes back", async () => {
    const failed = requestBankAuthCode({ win: bank((cb) => cb({ errMsg: "用户取消授权" })) });
    await expect(failed).rejects.toThrow("用户取消授权");
    expect(await reasonOf(requestBankAuthCode({ win: bank((cb) => cb({ code: "  " })) }))).toBe("denied");
  });

  it("fails 'denied' when the bridge throws", async () => {
    const win = bank(() => {
      throw new Error("bridge broke");
    });
    expect(await reasonOf(requestBankAuthCode({ win }))).toBe("denied");
  });

  it("fails 'timeout' when the bridge never calls back", async () => {
    vi.useFakeTimers();
    const pending = reasonOf(requestBankAuthCode({ win: bank(() => {}) }));
    await vi.advanceTimersByTimeAsync(BRIDGE_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toBe("timeout");
  });
});

describe("partner bridge (window.WenLvPartnerBridge)", () => {
  it("is detected only when getAuthCode is a function", () => {
    expect(hasPartnerBridge({})).toBe(false);
    expect(hasPartnerBridge({ WenLvPartnerBridge: { getAuthCode: () => "c" } })).toBe(true);
  });

  it("accepts a string, { code } and a promise of either", async () => {
    await expect(requestPartnerAuthCode({ win: { WenLvPartnerBridge: { getAuthCode: () => "ks-1" } } })).resolves.toBe("ks-1");
    await expect(requestPartnerAuthCode({ win: { WenLvPartnerBridge: { getAuthCode: async () => ({ code: "ks-2" }) } } })).resolves.toBe("ks-2");
  });

  it("fails 'unavailable' without a bridge and 'denied' on a rejection or an empty code", async () => {
    expect(await reasonOf(requestPartnerAuthCode({ win: {} }))).toBe("unavailable");
    const rejecting = { WenLvPartnerBridge: { getAuthCode: () => Promise.reject(new Error("未登录")) } };
    expect(await reasonOf(requestPartnerAuthCode({ win: rejecting }))).toBe("denied");
    expect(await reasonOf(requestPartnerAuthCode({ win: { WenLvPartnerBridge: { getAuthCode: () => ({ code: "" }) } } }))).toBe("denied");
  });

  it("fails 'timeout' after the given time", async () => {
    vi.useFakeTimers();
    const never = { WenLvPartnerBridge: { getAuthCode: () => new Promise<string>(() => {}) } };
    const pending = reasonOf(requestPartnerAuthCode({ win: never, timeoutMs: 500 }));
    await vi.advanceTimersByTimeAsync(500);
    expect(await pending).toBe("timeout");
  });
});
