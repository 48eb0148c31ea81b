import { COMMON_NS, i18n, registerResources } from "@wenlv/i18n";

/*
 * The api-client's user-visible strings (spec section 8) come from the shared "common" namespace
 * (networkBusy, hint, pleaseLogin, goLogin); the two it adds live under `api.*` in that namespace.
 */

/** Chinese (zh-CN) strings the api-client adds to "common". */
export const apiClientZhCN = {
  api: {
    /** Spec section 8: 'ID number wrong' is displayed as 'ID and name do not match'. */
    idNameMismatch: "身份证号与姓名不一致",
    requestFailed: "请求失败",
    sessionExpired: "登录状态已失效，请重新登录后再提交",
  },
};

/** English strings the api-client adds to "common". */
export const apiClientEn: typeof apiClientZhCN = {
  api: {
    idNameMismatch: "The ID number and the name do not match",
    requestFailed: "Request failed",
    sessionExpired: "Your login has expired. Please log in again and resubmit.",
  },
};

registerResources(COMMON_NS, { "zh-CN": apiClientZhCN, en: apiClientEn });

const KEYS = {
  networkBusy: { key: "networkBusy", zh: "网络繁忙，请刷新重试" },
  loginTitle: { key: "hint", zh: "提示" },
  loginContent: { key: "pleaseLogin", zh: "请先登录" },
  loginAction: { key: "goLogin", zh: "去登录" },
  idNameMismatch: { key: "api.idNameMismatch", zh: apiClientZhCN.api.idNameMismatch },
  requestFailed: { key: "api.requestFailed", zh: apiClientZhCN.api.requestFailed },
  sessionExpired: { key: "api.sessionExpired", zh: apiClientZhCN.api.sessionExpired },
} as const;

/** Name of one catalogue string. */
export type ApiStringKey = keyof typeof KEYS;

/** One catalogue string in the current language (zh-CN when missing). */
export function apiText(name: ApiStringKey): string {
  const { key, zh } = KEYS[name];
  return i18n.t(key, { ns: COMMON_NS, defaultValue: zh });
}
