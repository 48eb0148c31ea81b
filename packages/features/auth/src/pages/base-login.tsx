import { useCityApp, useSafeNavigate } from "@wenlv/app-kit";
import { PageHeader } from "@wenlv/ui";
import { Button } from "antd-mobile";
import { useSearchParams } from "react-router-dom";
import { useAuthT } from "../i18n";
import "./base-login.css";

/** The partner's site name (spec section 1), or "" outside a city app (component tests). */
function useSiteName(): string {
  try {
    return useCityApp().partner.siteName;
  } catch {
    return "";
  }
}

/**
 * /BaseLogin: the login landing. Shows the brand and the ways to log in that work on this host:
 * the phone login (keeping `?redirect=`). WeChat login inside the WeChat browser is added with the
 * WeChat OAuth provider (a later issue), so no entry for it is shown here.
 */
export function BaseLoginPage() {
  const t = useAuthT();
  const navigate = useSafeNavigate();
  const [params] = useSearchParams();
  const query = params.toString();
  const site = useSiteName();

  return (
    <main className="wl-base-login">
      <PageHeader title={t("title.baseLogin")} />
      <section className="wl-base-login__brand">
        <div className="wl-base-login__logo" aria-hidden="true">
          {site.slice(0, 1) || "游"}
        </div>
        <h2 className="wl-base-login__welcome">{site ? t("base.welcome", { site }) : t("title.baseLogin")}</h2>
        <p className="wl-base-login__tagline">{t("base.tagline")}</p>
      </section>
      <div className="wl-base-login__actions">
        <Button className="wl-button-primary" block color="primary" size="large" onClick={() => navigate(`/PhoneLogin${query ? `?${query}` : ""}`)}>
          {t("base.phoneLogin")}
        </Button>
        <Button block fill="none" onClick={() => navigate("/", { replace: true })}>
          {t("base.browse")}
        </Button>
      </div>
    </main>
  );
}
