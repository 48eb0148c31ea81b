import { useLeaveApp, useQueryParams, useSafeNavigate } from "@wenlv/app-kit";
import { PageHeader } from "@wenlv/ui";
import { Button } from "antd-mobile";
import { wechatLoginUrl } from "../authorize-urls";
import { WechatCodeLogin } from "../components/wechat-code-login";
import { useAuthT } from "../i18n";
import { asThirdAppPartner, useLoginHost, useLoginTarget, withRedirect } from "../login-flow";
import "./base-login.css";

/** One way in on the landing: label and what tapping it does. */
type Way = { key: string; label: string; go: () => void };

/**
 * The ways in this host offers (spec sections 2, 4 and 6), most fitting first: WeChat login
 * inside WeChat (leaves for the API's OAuth start), the partner's own account in a partner app,
 * the bank's authorisation in the bank app, then phone login and social-security-card login
 * everywhere. Every entry keeps the login target.
 */
function useWays(): Way[] {
  const t = useAuthT();
  const host = useLoginHost();
  const target = useLoginTarget();
  const navigate = useSafeNavigate();
  const leaveApp = useLeaveApp();
  const ways: Way[] = [];
  if (host.kind === "wechat") ways.push({ key: "wechat", label: t("base.wechatLogin"), go: () => leaveApp(wechatLoginUrl(target)) });
  const partner = host.isApp ? asThirdAppPartner(host.partnerCode) : null;
  if (partner) {
    ways.push({
      key: "partner",
      label: t("base.partnerLogin", { partner: t(`third.${partner}`) }),
      go: () => navigate(withRedirect("/ThirdApps", target, { partner })),
    });
  }
  if (host.kind === "bank") ways.push({ key: "bank", label: t("base.bankLogin"), go: () => navigate(withRedirect("/bankJsLogin", target)) });
  ways.push({ key: "phone", label: t("base.phoneLogin"), go: () => navigate(withRedirect("/PhoneLogin", target)) });
  ways.push({ key: "sbk", label: t("base.sbkLogin"), go: () => navigate(withRedirect("/sbkLogin", target)) });
  return ways;
}

/**
 * /BaseLogin: the login landing, and the page WeChat OAuth returns to.
 * - With `?code=` (WeChat callback, with WeChat's `?state=`): {@link WechatCodeLogin} (consent,
 *   then wxLogin with the code and the state).
 * - Without: the brand and every way in this host offers ({@link useWays}), plus "先逛逛" (home).
 * `?redirect=` is kept through every path and followed after login (in-app paths only).
 */
export function BaseLoginPage() {
  const t = useAuthT();
  const navigate = useSafeNavigate();
  const params = useQueryParams();
  const code = params.get("code")?.trim() ?? "";
  const state = params.get("state")?.trim() ?? "";
  const { siteName, logo } = useLoginHost();
  const ways = useWays();

  return (
    <main className="wl-base-login">
      <PageHeader title={t("title.baseLogin")} />
      <section className="wl-base-login__brand">
        {logo ? (
          // The shell's own logo (the bank zone's, decision 026); decorative beside the welcome text.
          <img className="wl-base-login__logo" src={logo} alt="" width={72} height={72} />
        ) : (
          <div className="wl-base-login__logo" aria-hidden="true">
            {siteName.slice(0, 1) || "游"}
          </div>
        )}
        <h2 className="wl-base-login__welcome">{siteName ? t("base.welcome", { site: siteName }) : t("title.baseLogin")}</h2>
        <p className="wl-base-login__tagline">{t("base.tagline")}</p>
      </section>
      {code ? (
        <WechatCodeLogin code={code} state={state} />
      ) : (
        <div className="wl-base-login__actions">
          {ways.map((way, index) => (
            <Button
              key={way.key}
              className={index === 0 ? "wl-button-primary" : undefined}
              block
              color="primary"
              fill={index === 0 ? "solid" : "outline"}
              size="large"
              onClick={way.go}
            >
              {way.label}
            </Button>
          ))}
          <Button block fill="none" onClick={() => navigate("/", { replace: true })}>
            {t("base.browse")}
          </Button>
        </div>
      )}
    </main>
  );
}
