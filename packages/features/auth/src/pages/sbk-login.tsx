import { useLeaveApp } from "@wenlv/app-kit";
import { PageHeader } from "@wenlv/ui";
import { useEffect } from "react";
import { Link } from "react-router-dom";
import { sbkAuthorizeUrl } from "../authorize-urls";
import { ConsentAction } from "../components/consent-action";
import { useAuthT } from "../i18n";
import { useLoginTarget, withRedirect } from "../login-flow";
import { forgetConsent, rememberConsent } from "../login-storage";
import "../components/auth-page.css";

/**
 * /sbkLogin?redirect=: social-security-card (社保卡) login (spec section 2). Explains the way in,
 * asks for the privacy consent, and "社保卡授权登录" leaves for `sbkAuthorize` (`?redirect=`)
 * (the API 302s to the card user centre or its sandbox, which returns to
 * /sbkLoading?auth_code=&redirect=). The ticked consent is remembered in sessionStorage
 * ("wl_login_consent:sbk") so /sbkLoading can log in without asking again.
 */
export function SbkLoginPage() {
  const t = useAuthT();
  const leaveApp = useLeaveApp();
  const target = useLoginTarget();

  // A consent remembered for an earlier, abandoned round trip does not carry over to this one.
  useEffect(() => forgetConsent("sbk"), []);

  const authorize = () => {
    rememberConsent("sbk");
    leaveApp(sbkAuthorizeUrl(target));
  };

  return (
    <main className="wl-auth-page">
      <PageHeader title={t("title.sbkLogin")} />
      <p className="wl-auth-page__intro">{t("sbk.intro")}</p>
      <ol className="wl-auth-page__list">
        <li>{t("sbk.step1")}</li>
        <li>{t("sbk.step2")}</li>
        <li>{t("sbk.step3")}</li>
      </ol>
      <ConsentAction actionText={t("sbk.action")} onConfirm={authorize} />
      <p className="wl-auth-page__links">
        <Link to={withRedirect("/BaseLogin", target)} replace>
          {t("base.otherWays")}
        </Link>
      </p>
    </main>
  );
}
