import { fetchProviderJson, LoginProviderError, stringField, type FetchLike } from "../login-identity";
import type { UserCenterProvider } from "./types";

/** Settings of the real user-centre adapter (USERCENTER_*). URLs are absolute. */
export type UserCenterOAuthOptions = {
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  clientId: string;
  clientSecret: string;
  /** Space-separated scopes; "" sends no scope parameter. */
  scope: string;
  fetch?: FetchLike;
};

/** The object holding the user fields: the answer itself, or its `data` when the centre wraps it. */
function userObject(json: Record<string, unknown>): Record<string, unknown> {
  const data = json.data;
  return data && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : json;
}

/**
 * The real user centre (USERCENTER_PROVIDER=oauth2), a generic OAuth 2.0 authorisation-code flow
 * (RFC 6749 section 4.1) with client_secret_post authentication:
 * - authorize: `GET <USERCENTER_AUTHORIZE_URL>?response_type=code&client_id&redirect_uri&state[&scope]`;
 * - token: `POST <USERCENTER_TOKEN_URL>` form `grant_type=authorization_code&code&redirect_uri
 *   &client_id&client_secret` -> `{access_token, token_type}` or `{error, error_description}`
 *   (HTTP 400). `redirect_uri` is the authorize step's callback, identical (RFC 6749 section
 *   4.1.3 requires it because the authorization request carried it); the API keeps the callback's
 *   in-app return path in the state cookie, so it can rebuild the exact URL (oauth-state.ts);
 * - userinfo: `GET <USERCENTER_USERINFO_URL>` with `Authorization: Bearer <access_token>` ->
 *   the subject in `sub` (OpenID Connect), `user_id`, `userId` or `id`, the mobile in
 *   `phone_number`, `mobile` or `phone`; fields may be wrapped in `data`.
 * `invalid_grant` is "rejected" (code invalid, used, expired); everything else "unavailable".
 */
export function createUserCenterOAuth(options: UserCenterOAuthOptions): UserCenterProvider {
  const fetchFn = options.fetch ?? ((url, init) => fetch(url, init));
  return {
    name: "oauth2",
    sandbox: null,
    authorizeUrl(redirectUri, state) {
      const q = new URLSearchParams({ response_type: "code", client_id: options.clientId, redirect_uri: redirectUri, state });
      if (options.scope) q.set("scope", options.scope);
      return `${options.authorizeUrl}${options.authorizeUrl.includes("?") ? "&" : "?"}${q.toString()}`;
    },
    async exchangeCode(code, redirectUri) {
      const form = new URLSearchParams({
        grant_type: "authorization_code",
        code,
        redirect_uri: redirectUri,
        client_id: options.clientId,
        client_secret: options.clientSecret,
      });
      const token = await fetchProviderJson(fetchFn, "user centre token", options.tokenUrl, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        body: form.toString(),
      });
      const error = stringField(token.json, "error");
      if (error) throw new LoginProviderError(error === "invalid_grant" ? "rejected" : "unavailable", `user centre token: ${error}`);
      const accessToken = stringField(token.json, "access_token");
      if (token.status !== 200 || !accessToken) throw new LoginProviderError("unavailable", `user centre token: HTTP ${token.status} without access_token`);

      const info = await fetchProviderJson(fetchFn, "user centre userinfo", options.userinfoUrl, {
        headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" },
      });
      if (info.status !== 200) throw new LoginProviderError("unavailable", `user centre userinfo: HTTP ${info.status}`);
      const user = userObject(info.json);
      const subject = stringField(user, "sub", "user_id", "userId", "id");
      if (!subject) throw new LoginProviderError("unavailable", "user centre userinfo: no subject");
      const mobile = stringField(user, "phone_number", "mobile", "phone");
      return mobile ? { subject, mobile } : { subject };
    },
  };
}
