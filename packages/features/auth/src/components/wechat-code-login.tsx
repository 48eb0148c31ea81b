import { useLeaveApp } from "@wenlv/app-kit";
import { ErrorState } from "@wenlv/ui";
import { useState } from "react";
import { useWxLoginMutation } from "../api";
import { wechatLoginUrl } from "../authorize-urls";
import { useAuthT } from "../i18n";
import { errorMessage, useAuthCodeOutcome, useLoginTarget } from "../login-flow";
import { ConsentAction } from "./consent-action";
import { LoginProgress } from "./login-progress";
import "./auth-page.css";

/**
 * The WeChat OAuth callback part of /BaseLogin (`?code=...&state=...&redirect=...`, sent back by
 * WeChat or its sandbox through the API's `wxAuthorize`): consent + "微信授权登录" -> POST
 * `wxLogin` with the code and the `state` (the API compares it with the state
 * cookie of its authorize step: login CSRF protection, docs/decisions/011). A bound openid logs in;
 * an unbound one goes to /BindPhone with its ticket kept in sessionStorage. A refused code (spent,
 * expired) or state shows an error whose retry starts WeChat OAuth again, since a code works once.
 */
export function WechatCodeLogin({ code, state }: { code: string; state: string }) {
  const t = useAuthT();
  const leaveApp = useLeaveApp();
  const target = useLoginTarget();
  const outcome = useAuthCodeOutcome();
  const [wxLogin, { isLoading }] = useWxLoginMutation();
  const [failed, setFailed] = useState<string | null>(null);

  const confirm = async () => {
    const result = await wxLogin({ code, state, agree_privacy: "1" });
    if (result.data) outcome(result.data);
    else setFailed(errorMessage(result.error, t("wechat.failed")));
  };

  if (failed) return <ErrorState title={t("wechat.failedTitle")} message={failed} onRetry={() => leaveApp(wechatLoginUrl(target))} />;
  return (
    <>
      <p className="wl-auth-page__intro">{t("wechat.intro")}</p>
      <ConsentAction actionText={t("wechat.action")} busy={isLoading} onConfirm={() => void confirm()} />
      {isLoading ? <LoginProgress text={t("wechat.loggingIn")} /> : null}
    </>
  );
}
