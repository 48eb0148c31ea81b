import { useQueryParams, useSafeNavigate } from "@wenlv/app-kit";
import { ErrorState, PageHeader } from "@wenlv/ui";
import { useCallback, useState } from "react";
import { useUserCenterLoginMutation } from "../api";
import { ConsentAction } from "../components/consent-action";
import { LoginProgress } from "../components/login-progress";
import { useAuthT } from "../i18n";
import { errorMessage, useAuthCodeOutcome, useLoginTarget, withRedirect } from "../login-flow";
import { forgetConsent, hasRememberedConsent } from "../login-storage";
import { useOnce } from "../use-once";
import "../components/auth-page.css";

/**
 * /sbkLoading?auth_code=&state=&redirect=: where the social-security-card user centre returns (the
 * code as `auth_code`, or as the standard OAuth 2.0 `code`). Exchanges the code, with the `state`
 * the centre handed back (the API compares it with its state cookie: login CSRF protection,
 * docs/decisions/011), with POST /api/uservice/user/loginWithUserCenterAuthCode (spec section 7):
 * - consent ticked on /sbkLogin (sessionStorage "wl_login_consent:sbk") -> at once, with a loading
 *   state; otherwise the consent checkbox and "确认登录" first, nothing is sent before;
 * - bound mobile -> logged in, back to `?redirect=`; unbound -> /BindPhone?id=<openid> (ticket in
 *   sessionStorage);
 * - failure or no code -> an error whose retry leads to /sbkLogin (a code works once).
 */
export function SbkLoadingPage() {
  const t = useAuthT();
  const navigate = useSafeNavigate();
  const params = useQueryParams();
  const authCode = (params.get("auth_code") || params.get("code") || "").trim();
  const state = params.get("state")?.trim() ?? "";
  const target = useLoginTarget();
  const outcome = useAuthCodeOutcome();
  const [login, { isLoading }] = useUserCenterLoginMutation();
  const [consented] = useState(() => hasRememberedConsent("sbk"));
  const [failed, setFailed] = useState<string | null>(authCode ? null : t("sbk.missingCode"));

  const exchange = useCallback(async () => {
    forgetConsent("sbk");
    const result = await login({ auth_code: authCode, state, agree_privacy: "1" });
    if (result.data) outcome(result.data);
    else setFailed(errorMessage(result.error, t("sbk.failed")));
  }, [authCode, state, login, outcome, t]);

  useOnce(consented && authCode !== "", () => void exchange());

  const waiting = isLoading || (consented && !failed);
  return (
    <main className="wl-auth-page">
      <PageHeader title={t("title.sbkLoading")} />
      {failed ? (
        <ErrorState title={t("sbk.failedTitle")} message={failed} onRetry={() => navigate(withRedirect("/sbkLogin", target), { replace: true })} />
      ) : waiting ? (
        <LoginProgress text={t("sbk.loggingIn")} />
      ) : (
        <>
          <p className="wl-auth-page__intro">{t("sbk.confirmIntro")}</p>
          <ConsentAction actionText={t("sbk.confirm")} busy={isLoading} onConfirm={() => void exchange()} />
        </>
      )}
    </main>
  );
}
