import { selectRedirectUrl } from "@wenlv/api-client";
import { LOGIN_PATH, useAppSelector, useOptionalCityApp, useQueryParams, useSafeNavigate } from "@wenlv/app-kit";
import type { AuthCodeLoginResult, ThirdAppPartner } from "@wenlv/contract/auth";
import { partnerSiteName } from "@wenlv/theme";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { saveBindTicket } from "./login-storage";
import { REDIRECT_PARAM, loginTarget } from "./redirect";
import { useFinishLogin } from "./use-finish-login";

/** Partner apps with their own login (contract ZThirdAppPartner), in a checkable list. */
export const THIRD_APP_PARTNERS: readonly ThirdAppPartner[] = ["kunshan", "changshu"];

/** `raw` as a partner app code, or null when it is not one of {@link THIRD_APP_PARTNERS}. */
export function asThirdAppPartner(raw: string | null | undefined): ThirdAppPartner | null {
  return THIRD_APP_PARTNERS.find((p) => p === raw) ?? null;
}

/**
 * Where this login flow ends: the `redirect` query parameter, else the shared store's redirect URL,
 * else /User, through {@link loginTarget} (in-app paths only). Every page of the flow passes this
 * on (to /BindPhone, to the providers' authorize URLs), so the visitor returns where they were going.
 */
export function useLoginTarget(): string {
  const params = useQueryParams();
  const stored = useAppSelector(selectRedirectUrl);
  return loginTarget(params.get(REDIRECT_PARAM) ?? stored);
}

/**
 * What the login pages need to know about the host (defaults outside an app: a plain browser);
 * `logo` is the shell's logo URL or "" (PartnerConfig `logo`, decision 026).
 */
export type LoginHost = { kind: string; isApp: boolean; partnerCode: string; siteName: string; logo: string; loginPath: string };

/**
 * The running app's host and shell settings for the login pages (component tests run without an
 * app); the site name is in the current language and follows a language change.
 */
export function useLoginHost(): LoginHost {
  const app = useOptionalCityApp();
  const { i18n } = useTranslation();
  return {
    kind: app?.host.kind ?? "browser",
    isApp: app?.host.isApp ?? false,
    partnerCode: app?.host.partnerCode ?? "default",
    siteName: app ? partnerSiteName(app.partner, i18n.language) : "",
    logo: app?.partner.logo ?? "",
    loginPath: app?.loginPath ?? LOGIN_PATH,
  };
}

/** `path?redirect=<target>` plus `extra` parameters, encoded. */
export function withRedirect(path: string, target: string, extra: Record<string, string> = {}): string {
  return `${path}?${new URLSearchParams({ ...extra, [REDIRECT_PARAM]: target }).toString()}`;
}

/**
 * Where "log in again" leads when a flow cannot go on (expired authorisation, broken link): the
 * shell's own login page when it has one (the bank shell: /bankJsLogin), else the /BaseLogin
 * landing, which offers every way in for this host; the target is kept.
 */
export function useLoginLanding(): string {
  const { loginPath } = useLoginHost();
  const target = useLoginTarget();
  return useMemo(() => withRedirect(loginPath === LOGIN_PATH ? "/BaseLogin" : loginPath, target), [loginPath, target]);
}

/**
 * Finishes an auth-code login (WeChat, social-security card, partner app, bank; contract
 * ZAuthCodeLoginResult): a bound mobile logs in through {@link useFinishLogin}; an unbound one
 * keeps the one-time `bind_ticket` in sessionStorage (per openid) and replaces the page with
 * `/BindPhone?id=<openid>&redirect=<target>` (spec section 4 "Login").
 */
export function useAuthCodeOutcome(): (result: AuthCodeLoginResult) => void {
  const finishLogin = useFinishLogin();
  const navigate = useSafeNavigate();
  const target = useLoginTarget();
  return useCallback(
    (result: AuthCodeLoginResult) => {
      if (result.isBindMobile) {
        finishLogin(result);
        return;
      }
      saveBindTicket(result.openid, result.bind_ticket);
      navigate(withRedirect("/BindPhone", target, { id: result.openid }), { replace: true });
    },
    [finishLogin, navigate, target],
  );
}

/** The message of a failed call (`ApiError.msg`, already toasted by the api-client), else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  const msg = (error as { msg?: unknown } | null | undefined)?.msg;
  return typeof msg === "string" && msg.trim() ? msg : fallback;
}
