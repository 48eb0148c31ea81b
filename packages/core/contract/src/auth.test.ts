import { describe, expect, it } from "vitest";
import { OAUTH_STATE_EXPIRED, ZBindPhoneRequest, ZPhoneLoginRequest, ZSmsSendRequest, ZUserCenterLoginRequest, ZWxLoginRequest } from "./auth";

describe("auth contract", () => {
  it("defaults the SMS purpose to login and refuses unknown purposes", () => {
    expect(ZSmsSendRequest.parse({ phone: "13800138000" }).purpose).toBe("login");
    expect(ZSmsSendRequest.safeParse({ phone: "13800138000", purpose: "spam" }).success).toBe(false);
  });
  it("requires privacy consent as '1' on login and bind, with a Chinese message", () => {
    expect(ZPhoneLoginRequest.parse({ phone: "13800138000", code: "123456", agree_privacy: "1" }).agree_privacy).toBe(true);
    const refused = ZPhoneLoginRequest.safeParse({ phone: "13800138000", code: "123456", agree_privacy: "0" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe("请先阅读并同意隐私政策");
    expect(ZBindPhoneRequest.safeParse({ openid: "", phone: "13800138000", code: "1", agree_privacy: "1" }).success).toBe(false);
  });
  it("requires the OAuth state on the WeChat and user-centre logins, refusing its absence with a Chinese message", () => {
    expect(ZWxLoginRequest.parse({ code: "c", state: " s1 ", agree_privacy: "1" }).state).toBe("s1");
    expect(ZUserCenterLoginRequest.parse({ auth_code: "c", state: "s1", agree_privacy: "1" }).state).toBe("s1");
    for (const state of [undefined, "", "   ", "x".repeat(129)]) {
      const wx = ZWxLoginRequest.safeParse({ code: "c", state, agree_privacy: "1" });
      expect(wx.error?.issues[0]?.message, String(state)).toBe(OAUTH_STATE_EXPIRED);
      const sbk = ZUserCenterLoginRequest.safeParse({ auth_code: "c", state, agree_privacy: "1" });
      expect(sbk.error?.issues[0]?.message, String(state)).toBe(OAUTH_STATE_EXPIRED);
    }
    expect(OAUTH_STATE_EXPIRED).toBe("登录请求已失效，请重新登录");
  });
});
