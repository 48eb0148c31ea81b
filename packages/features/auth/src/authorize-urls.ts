import { getApiClientConfig } from "@wenlv/api-client";
import { wechatAuthorizeUrl } from "@wenlv/app-kit";
import type { AnyEndpoint, EndpointInput } from "@wenlv/contract/endpoint";
import { bankAuthorize, sbkAuthorize, thirdAppAuthorize } from "@wenlv/contract/endpoints/auth";
import type { ThirdAppPartner } from "@wenlv/contract/auth";

/**
 * `<api base><entry path>?<query>` of a redirect entry of the table (the GET endpoints that start a
 * provider's authorisation live on the product API, which may have its own origin: createCityApp
 * `apiBaseUrl`, passed on to the api-client; default the page's origin). Absent fields are left out.
 */
export function apiUrl<E extends AnyEndpoint>(endpoint: E, query: EndpointInput<E>): string {
  const base = (getApiClientConfig().baseUrl ?? "").replace(/\/+$/, "");
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, string | undefined>)) if (value !== undefined) params.append(key, value);
  return `${base}${endpoint.path}?${params.toString()}`;
}

/** Table entry `wxAuthorize`: the API 302s to WeChat (or its sandbox), back to /BaseLogin?redirect=&code=. */
export function wechatLoginUrl(target: string): string {
  return wechatAuthorizeUrl(target, getApiClientConfig().baseUrl);
}

/** Table entry `sbkAuthorize`: the social-security-card user centre, back to /sbkLoading?auth_code=&redirect=. */
export function sbkAuthorizeUrl(target: string): string {
  return apiUrl(sbkAuthorize, { redirect: target });
}

/** Table entry `thirdAppAuthorize`: the partner's sandbox page, back to /ThirdApp?partner=&code=&redirect=. */
export function thirdAppAuthorizeUrl(partner: ThirdAppPartner, target: string): string {
  return apiUrl(thirdAppAuthorize, { partner, redirect: target });
}

/** Table entry `bankAuthorize`: the bank's sandbox page, back to /bankJsLogin?auth_code=&redirect=. */
export function bankAuthorizeUrl(target: string): string {
  return apiUrl(bankAuthorize, { redirect: target });
}
