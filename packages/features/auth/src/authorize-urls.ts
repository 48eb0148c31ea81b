import { getApiClientConfig } from "@wenlv/api-client";
import { wechatAuthorizeUrl } from "@wenlv/app-kit";
import type { ThirdAppPartner } from "@wenlv/contract/auth";

/**
 * `<api base><path>?<params>`: the GET endpoints that start a provider's authorisation live on the
 * product API (contract @wenlv/contract/auth header), which may have its own origin
 * (createCityApp `apiBaseUrl`, passed on to the api-client); default the page's origin.
 */
export function apiUrl(path: string, params: Record<string, string>): string {
  const base = (getApiClientConfig().baseUrl ?? "").replace(/\/+$/, "");
  return `${base}${path}?${new URLSearchParams(params).toString()}`;
}

/** GET /api/wx/oauth/authorize?redirect=: the API 302s to WeChat (or its sandbox), back to /BaseLogin?redirect=&code=. */
export function wechatLoginUrl(target: string): string {
  return wechatAuthorizeUrl(target, getApiClientConfig().baseUrl);
}

/** GET /api/sbk/authorize?redirect=: the social-security-card user centre, back to /sbkLoading?auth_code=&redirect=. */
export function sbkAuthorizeUrl(target: string): string {
  return apiUrl("/api/sbk/authorize", { redirect: target });
}

/** GET /api/thirdapp/authorize?partner=&redirect=: the partner's sandbox page, back to /ThirdApp?partner=&code=&redirect=. */
export function thirdAppAuthorizeUrl(partner: ThirdAppPartner, target: string): string {
  return apiUrl("/api/thirdapp/authorize", { partner, redirect: target });
}

/** GET /api/bank/authorize?redirect=: the bank's sandbox page, back to /bankJsLogin?auth_code=&redirect=. */
export function bankAuthorizeUrl(target: string): string {
  return apiUrl("/api/bank/authorize", { redirect: target });
}
