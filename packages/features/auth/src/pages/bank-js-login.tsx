import { useLeaveApp, useQueryParams, useSafeNavigate } from "@wenlv/app-kit";
import { hasBankBridge, requestBankAuthCode } from "@wenlv/host";
import { ErrorState, PageHeader } from "@wenlv/ui";
import { Button } from "antd-mobile";
import { useCallback, useEffect, useState } from "react";
import { useBankLoginMutation } from "../api";
import { bankAuthorizeUrl } from "../authorize-urls";
import { ConsentAction } from "../components/consent-action";
import { LoginProgress } from "../components/login-progress";
import { useAuthT } from "../i18n";
import { errorMessage, useAuthCodeOutcome, useLoginTarget, withRedirect } from "../login-flow";
import { forgetConsent, hasRememberedConsent, rememberConsent } from "../login-storage";
import { useOnce } from "../use-once";
import "../components/auth-page.css";

/** What the page is doing: waiting for the tap, asking the bridge, logging in, or failed (message). */
type Phase = { kind: "idle" } | { kind: "bridge" } | { kind: "login" } | { kind: "failed"; message: string; bridge: boolean };

/**
 * /bankJsLogin?redirect=[&auth_code=]: the bank shell's login page (bank app authorisation, spec
 * section 2). Consent + "银行授权登录":
 * - in the bank app (`window.SZBankJSBridge`, @wenlv/host) the bridge hands over a code, which goes
 *   straight to `bankLogin`; a refusal or timeout shows an error with retry;
 * - elsewhere it leaves for `bankAuthorize` (`?redirect=`; the bank's sandbox page), remembering
 *   the consent in sessionStorage ("wl_login_consent:bank"); the page comes back with `auth_code`
 *   and logs in at once, or after the consent when it was not remembered.
 * Bound -> logged in, back to `?redirect=`; unbound -> /BindPhone; a refused code -> an error whose
 * retry starts again without the spent code.
 */
export function BankJsLoginPage() {
  const t = useAuthT();
  const navigate = useSafeNavigate();
  const leaveApp = useLeaveApp();
  const params = useQueryParams();
  const authCode = params.get("auth_code")?.trim() ?? "";
  const target = useLoginTarget();
  const outcome = useAuthCodeOutcome();
  const [bankLogin] = useBankLoginMutation();
  const [consented] = useState(() => authCode !== "" && hasRememberedConsent("bank"));
  const [phase, setPhase] = useState<Phase>(consented ? { kind: "login" } : { kind: "idle" });

  const exchange = useCallback(
    async (code: string) => {
      forgetConsent("bank");
      setPhase({ kind: "login" });
      const result = await bankLogin({ auth_code: code, agree_privacy: "1" });
      if (result.data) outcome(result.data);
      else setPhase({ kind: "failed", message: errorMessage(result.error, t("bank.failed")), bridge: false });
    },
    [bankLogin, outcome, t],
  );

  const authorize = async () => {
    if (authCode) {
      await exchange(authCode);
      return;
    }
    if (!hasBankBridge()) {
      rememberConsent("bank");
      leaveApp(bankAuthorizeUrl(target));
      return;
    }
    setPhase({ kind: "bridge" });
    let code: string;
    try {
      code = await requestBankAuthCode();
    } catch {
      setPhase({ kind: "failed", message: t("bank.bridgeFailed"), bridge: true });
      return;
    }
    await exchange(code);
  };

  useOnce(consented, () => void exchange(authCode));
  // Back without a code (the bank page was cancelled): a consent remembered for that round trip
  // must not log a later code in unasked.
  useEffect(() => {
    if (!authCode) forgetConsent("bank");
  }, [authCode]);

  // A bridge failure asks the bridge again (consent was given); a refused code is spent, so the
  // page starts over without it (same route: the state is reset here, not by a remount).
  const retry = () => {
    if (phase.kind === "failed" && phase.bridge) {
      void authorize();
      return;
    }
    setPhase({ kind: "idle" });
    if (authCode) navigate(withRedirect("/bankJsLogin", target), { replace: true });
  };

  let body;
  if (phase.kind === "failed") body = <ErrorState title={t("bank.failedTitle")} message={phase.message} onRetry={retry} />;
  else if (phase.kind === "bridge") body = <LoginProgress text={t("bank.requesting")} />;
  else if (phase.kind === "login") body = <LoginProgress text={t("bank.loggingIn")} />;
  else {
    body = (
      <>
        <p className="wl-auth-page__intro">{authCode ? t("bank.confirmIntro") : t("bank.intro")}</p>
        <ConsentAction actionText={t("bank.action")} onConfirm={() => void authorize()} />
      </>
    );
  }

  return (
    <main className="wl-auth-page">
      <PageHeader title={t("title.bankJsLogin")} />
      {body}
      <div className="wl-auth-action">
        <Button block fill="none" onClick={() => navigate("/", { replace: true })}>
          {t("base.browse")}
        </Button>
      </div>
    </main>
  );
}
