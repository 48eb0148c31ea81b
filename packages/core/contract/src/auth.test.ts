import { describe, expect, it } from "vitest";
import { ZBindPhoneRequest, ZPhoneLoginRequest, ZSmsSendRequest } from "./auth";

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
});
