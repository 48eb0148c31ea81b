import { describe, expect, it } from "vitest";
import { capturePartnerCode, detectHost, PARTNER_SESSION_KEY } from "./detect-host";

const SAFARI = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const WECHAT = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN";
const MINI = `${WECHAT} miniProgram/wx1234567890`;
const WECOM = `${WECHAT} wxwork/4.1.20`;
const session = (flag?: string) => ({ getItem: (k: string) => (k === PARTNER_SESSION_KEY ? (flag ?? null) : null) });

describe("detectHost", () => {
  it("detects a plain browser", () => {
    expect(detectHost(SAFARI)).toEqual({ kind: "browser", partnerCode: "default", isApp: false, isWeChat: false, isMiniProgram: false, hostNavBar: false });
  });

  it("detects the WeChat browser but not WeCom", () => {
    expect(detectHost(WECHAT)).toMatchObject({ kind: "wechat", isWeChat: true, isMiniProgram: false, isApp: false });
    expect(detectHost(WECOM).kind).toBe("browser");
  });

  it("detects the mini-program web-view by UA or by __wxjs_environment", () => {
    expect(detectHost(MINI)).toMatchObject({ kind: "miniprogram", isWeChat: true, isMiniProgram: true });
    expect(detectHost(WECHAT, null, { __wxjs_environment: "miniprogram" })).toMatchObject({ kind: "miniprogram", isMiniProgram: true });
    expect(detectHost(WECHAT, null, { __wxjs_environment: "browser" }).kind).toBe("wechat");
  });

  it("detects the bank app, which logs in itself through /bankJsLogin and is not isApp", () => {
    expect(detectHost(`${SAFARI} SZBankApp/6.2.0`)).toMatchObject({ kind: "bank", partnerCode: "default", isApp: false });
    expect(detectHost(`${SAFARI} szbankapp`).kind).toBe("bank");
    expect(detectHost(`${SAFARI} NotSZBankAppX`).kind).toBe("browser");
  });

  it("reads NativeNav from a bank or partner-app UA: the app draws the nav bar itself (decision 026)", () => {
    expect(detectHost(`${SAFARI} SZBankApp/6.2.0 NativeNav`)).toMatchObject({ kind: "bank", hostNavBar: true });
    expect(detectHost(`${SAFARI} SZBankApp/6.2.0 nativenav/1`)).toMatchObject({ kind: "bank", hostNavBar: true });
    expect(detectHost(`${SAFARI} SZBankApp/6.2.0`)).toMatchObject({ kind: "bank", hostNavBar: false });
    expect(detectHost(`${SAFARI} SZBankApp/6.2.0 NoNativeNavX`).hostNavBar).toBe(false);
    expect(detectHost(`${SAFARI} KSWenLv/1.0 NativeNav`)).toMatchObject({ kind: "partner-app", hostNavBar: true });
    expect(detectHost(`${SAFARI} CSWenLv/2.3`)).toMatchObject({ kind: "partner-app", hostNavBar: false });
  });

  it("ignores NativeNav in the browsers and always has the host's bar in the mini-program", () => {
    expect(detectHost(`${SAFARI} NativeNav`)).toMatchObject({ kind: "browser", hostNavBar: false });
    expect(detectHost(`${WECHAT} NativeNav`)).toMatchObject({ kind: "wechat", hostNavBar: false });
    expect(detectHost(MINI).hostNavBar).toBe(true);
    expect(detectHost(WECHAT, null, { __wxjs_environment: "miniprogram" }).hostNavBar).toBe(true);
  });

  it("detects partner apps by UA token; they are app hosts", () => {
    expect(detectHost(`${SAFARI} KSWenLv/1.0`)).toMatchObject({ kind: "partner-app", partnerCode: "kunshan", isApp: true });
    expect(detectHost(`${SAFARI} CSWenLv/2.3`)).toMatchObject({ kind: "partner-app", partnerCode: "changshu", isApp: true });
  });

  it("takes the partner code from the session flag when the UA has none", () => {
    expect(detectHost(WECHAT, session("changshu"))).toMatchObject({ kind: "wechat", partnerCode: "changshu", isApp: false });
    expect(detectHost(SAFARI, session("atlantis")).partnerCode).toBe("default");
    expect(detectHost(`${SAFARI} KSWenLv/1.0`, session("changshu")).partnerCode).toBe("kunshan");
  });

  it("survives a session storage that throws", () => {
    const broken = { getItem: () => { throw new Error("SecurityError"); } };
    expect(detectHost(SAFARI, broken).partnerCode).toBe("default");
  });
});

describe("capturePartnerCode", () => {
  it("stores a known partner code from the URL", () => {
    expect(capturePartnerCode("https://h5.example.cn/ScenicDetail?id=3&partner_code=kunshan", sessionStorage)).toBe("kunshan");
    expect(sessionStorage.getItem(PARTNER_SESSION_KEY)).toBe("kunshan");
    expect(detectHost(SAFARI, sessionStorage).partnerCode).toBe("kunshan");
  });

  it("ignores URLs without or with an unknown code and keeps the flag", () => {
    sessionStorage.setItem(PARTNER_SESSION_KEY, "changshu");
    expect(capturePartnerCode("/AttractionsTickets", sessionStorage)).toBeNull();
    expect(capturePartnerCode("/?partner_code=evil", sessionStorage)).toBeNull();
    expect(sessionStorage.getItem(PARTNER_SESSION_KEY)).toBe("changshu");
  });
});
