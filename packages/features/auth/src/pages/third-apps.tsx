import { useLeaveApp, useQueryParams, useSafeNavigate } from "@wenlv/app-kit";
import { hasPartnerBridge, requestPartnerAuthCode } from "@wenlv/host";
import { ErrorState, PageHeader } from "@wenlv/ui";
import { Button } from "antd-mobile";
import { useCallback, useState } from "react";
import { thirdAppAuthorizeUrl } from "../authorize-urls";
import { LoginProgress } from "../components/login-progress";
import { PartnerUnknown } from "../components/partner-unknown";
import { useAuthT } from "../i18n";
import { asThirdAppPartner, useLoginTarget, withRedirect } from "../login-flow";
import { useOnce } from "../use-once";
import "../components/auth-page.css";

/**
 * /ThirdApps?partner=kunshan|changshu&redirect=: the login entry inside a partner app (the 401
 * dialog's "去登录" there; decision 009). Gets a one-time code of the partner's signed-in user and
 * replaces itself with /ThirdApp?partner=&code=&redirect=, which asks for consent and logs in:
 * - with the app's JS bridge (`window.WenLvPartnerBridge`, @wenlv/host) -> the bridge's code;
 *   a refusal or timeout shows an error with retry and a way to log in otherwise;
 * - without it -> leaves (replacing this entry) for `thirdAppAuthorize` (`?partner=&redirect=`),
 *   the partner's sandbox page, which comes back to /ThirdApp.
 */
export function ThirdAppsPage() {
  const t = useAuthT();
  const navigate = useSafeNavigate();
  const leaveApp = useLeaveApp();
  const params = useQueryParams();
  const partner = asThirdAppPartner(params.get("partner"));
  const target = useLoginTarget();
  const [bridge] = useState(() => hasPartnerBridge());
  const [failed, setFailed] = useState(false);
  const name = partner ? t(`third.${partner}`) : "";

  const ask = useCallback(async () => {
    if (!partner) return;
    if (!bridge) {
      leaveApp(thirdAppAuthorizeUrl(partner, target), { replace: true });
      return;
    }
    setFailed(false);
    try {
      const code = await requestPartnerAuthCode();
      navigate(withRedirect("/ThirdApp", target, { partner, code }), { replace: true });
    } catch {
      setFailed(true);
    }
  }, [bridge, leaveApp, navigate, partner, target]);

  useOnce(partner !== null, () => void ask());

  return (
    <main className="wl-auth-page">
      <PageHeader title={t("title.thirdApp")} />
      {!partner ? (
        <PartnerUnknown />
      ) : failed ? (
        <>
          <ErrorState title={t("third.failedTitle", { partner: name })} message={t("third.failed", { partner: name })} onRetry={() => void ask()} />
          <div className="wl-auth-action">
            <Button block fill="outline" color="primary" onClick={() => navigate(withRedirect("/BaseLogin", target), { replace: true })}>
              {t("third.otherWays")}
            </Button>
          </div>
        </>
      ) : (
        <LoginProgress text={bridge ? t("third.requesting", { partner: name }) : t("third.leaving", { partner: name })} />
      )}
    </main>
  );
}
