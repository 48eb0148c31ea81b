import { fetchProviderJson, LoginProviderError, stringField, type FetchLike } from "../login-identity";
import type { WechatOAuthProvider } from "./types";

/** Settings of the real adapter; base URLs without a trailing slash (tests point them at a fake). */
export type WechatOAuthOptions = {
  appId: string;
  appSecret: string;
  /** "snsapi_userinfo" (consent screen) or "snsapi_base" (silent, openid only). */
  scope: string;
  /** https://open.weixin.qq.com */
  openBaseUrl: string;
  /** https://api.weixin.qq.com */
  apiBaseUrl: string;
  fetch?: FetchLike;
};

/** errcodes that mean "this code is no good, authorise again" (40029 invalid, 40163 used, 41008 missing). */
const CODE_ERRORS = new Set([40029, 40163, 41008]);

/**
 * The real WeChat web authorisation (WECHAT_PROVIDER=wechat), per WeChat's "网页授权" document:
 * - authorize: `https://open.weixin.qq.com/connect/oauth2/authorize?appid=APPID&redirect_uri=URI
 *   &response_type=code&scope=SCOPE&state=STATE#wechat_redirect` (parameters in this order);
 * - code exchange: `GET https://api.weixin.qq.com/sns/oauth2/access_token?appid&secret&code
 *   &grant_type=authorization_code` answers `{access_token, expires_in, refresh_token, openid, scope,
 *   is_snapshotuser?, unionid?}` or `{errcode, errmsg}` (HTTP 200 either way).
 * The access token is not kept: only the openid is used. A "snapshot" user (is_snapshotuser = 1,
 * the page opened from a timeline snapshot) has a virtual openid and is refused. errcodes 40029,
 * 40163, 41008 are "rejected"; any other errcode (bad appid/secret, -1 busy) is "unavailable".
 */
export function createWechatOAuth(options: WechatOAuthOptions): WechatOAuthProvider {
  const fetchFn = options.fetch ?? ((url, init) => fetch(url, init));
  return {
    name: "wechat",
    sandbox: null,
    authorizeUrl(redirectUri, state) {
      const e = encodeURIComponent;
      return (
        `${options.openBaseUrl}/connect/oauth2/authorize?appid=${e(options.appId)}&redirect_uri=${e(redirectUri)}` +
        `&response_type=code&scope=${e(options.scope)}&state=${e(state)}#wechat_redirect`
      );
    },
    async exchangeCode(code) {
      const q = new URLSearchParams({ appid: options.appId, secret: options.appSecret, code, grant_type: "authorization_code" });
      const { status, json } = await fetchProviderJson(fetchFn, "wechat sns/oauth2/access_token", `${options.apiBaseUrl}/sns/oauth2/access_token?${q.toString()}`);
      const errcode = typeof json.errcode === "number" ? json.errcode : Number(json.errcode ?? 0);
      if (errcode !== 0) {
        const detail = `wechat errcode ${errcode}: ${String(json.errmsg ?? "").slice(0, 120)}`;
        throw new LoginProviderError(CODE_ERRORS.has(errcode) ? "rejected" : "unavailable", detail);
      }
      const openid = stringField(json, "openid");
      if (status !== 200) throw new LoginProviderError("unavailable", `wechat: HTTP ${status}`);
      if (!openid) throw new LoginProviderError("unavailable", "wechat: answer without openid");
      if (Number(json.is_snapshotuser) === 1) throw new LoginProviderError("rejected", "wechat: snapshot (virtual) user");
      return { subject: openid };
    },
  };
}
