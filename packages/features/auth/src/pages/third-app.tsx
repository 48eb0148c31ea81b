import { useQueryParams, useSafeNavigate } from "@wenlv/app-kit";
import { EmptyState, ErrorState, PageHeader } from "@wenlv/ui";
import { useState } from "react";
import { useThirdAppLoginMutation } from "../api";
import { ConsentAction } from "../components/consent-action";
import { LoginProgress } from "../components/login-progress";
import { PartnerUnknown } from "../components/partner-unknown";
import { useAuthT } from "../i18n";
import { asThirdAppPartner, errorMessage, useAuthCodeOutcome, useLoginTarget, withRedirect } from "../login-flow";
import "../components/auth-page.css";

/**
 * /ThirdApp?partner=kunshan|changshu&code=&redirect=: a partner app hands over its own auth code
 * (through /ThirdApps, or by linking here). Consent + "使用昆山文旅/常熟文旅账号登录" -> POST
 * `thirdAppLogin`; bound -> logged in and back to `?redirect=`; unbound ->
 * /BindPhone. A missing or refused code leads back to /ThirdApps for a fresh one (codes work once).
 */
export function ThirdAppPage() {
  const t = useAuthT();
  const navigate = useSafeNavigate();
  const params = useQueryParams();
  const partner = asThirdAppPartner(params.get("partner"));
  const code = params.get("code")?.trim() ?? "";
  const target = useLoginTarget();
  const outcome = useAuthCodeOutcome();
  const [login, { isLoading }] = useThirdAppLoginMutation();
  const [failed, setFailed] = useState<string | null>(null);

  const name = partner ? t(`third.${partner}`) : "";
  const reauthorize = () => {
    if (partner) navigate(withRedirect("/ThirdApps", target, { partner }), { replace: true });
  };
  const confirm = async () => {
    if (!partner) return;
    const result = await login({ partner, auth_code: code, agree_privacy: "1" });
    if (result.data) outcome(result.data);
    else setFailed(errorMessage(result.error, t("third.failed", { partner: name })));
  };

  let body;
  if (!partner) body = <PartnerUnknown />;
  else if (!code) body = <EmptyState description={t("third.missingCode", { partner: name })} actionText={t("third.reauthorize")} onAction={reauthorize} />;
  else if (failed) body = <ErrorState title={t("third.failedTitle", { partner: name })} message={failed} onRetry={reauthorize} />;
  else {
    body = (
      <>
        <p className="wl-auth-page__intro">{t("third.intro", { partner: name })}</p>
        <ConsentAction actionText={t("third.action", { partner: name })} busy={isLoading} onConfirm={() => void confirm()} />
        {isLoading ? <LoginProgress text={t("third.loggingIn")} /> : null}
      </>
    );
  }

  return (
    <main className="wl-auth-page">
      <PageHeader title={t("title.thirdApp")} />
      {body}
    </main>
  );
}
