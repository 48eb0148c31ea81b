import { ACCOUNT_DELETION_NOTICE_DAYS } from "@wenlv/contract/privacy";
import { useGoBack, useIsLoggedIn, useQueryParams, useSafeNavigate } from "@wenlv/app-kit";
import { PageHeader } from "@wenlv/ui";
import { Button } from "antd-mobile";
import { useId } from "react";
import { formatShanghaiDate, usePersonalDataT } from "../i18n";
import "@wenlv/ui/account-layout.css";
import "../personal-data.css";

/** Where the notice is shown: in the app (/LogoutNotice) or inside another app's webview (/LogoutNoticeApp). */
export type NoticeVariant = "app-page" | "store";

/**
 * The account deletion notice (注销须知; issue 3): what happens to the account and its data, the
 * {@link ACCOUNT_DELETION_NOTICE_DAYS}-day notice period, that logging in again during it withdraws the request, and
 * what the law keeps. Open to everyone (see routes.ts).
 * - /LogoutNotice: with the app header. After a deletion (`?done=1&until=<effective_at>`) it first
 *   confirms the request and the date the data goes, with 返回首页; otherwise a logged-in visitor
 *   gets 申请注销账号 (/Logout).
 * - /LogoutNoticeApp (variant "store", the page app stores and partner apps link to): no app
 *   header, plus how to apply from inside the app.
 */
export function LogoutNoticePage({ variant = "app-page" }: { variant?: NoticeVariant }) {
  const { t, i18n } = usePersonalDataT();
  const ids = useId();
  const navigate = useSafeNavigate();
  const goBack = useGoBack("/");
  const loggedIn = useIsLoggedIn();
  const params = useQueryParams();
  const done = variant === "app-page" && params.get("done") === "1";
  const date = formatShanghaiDate(params.get("until") ?? "", i18n.language);
  const items = t("notice.items", { returnObjects: true, days: ACCOUNT_DELETION_NOTICE_DAYS }) as string[];

  return (
    <main className="wl-account-page">
      {variant === "app-page" ? <PageHeader title={t("title.logoutNotice")} onBack={done ? () => navigate("/", { replace: true }) : goBack} /> : null}
      {done ? (
        <section className="wl-pd-section" role="status" aria-labelledby={`${ids}-done`}>
          <h2 id={`${ids}-done`}>{t("notice.doneTitle")}</h2>
          <p>{t("notice.doneText")}</p>
          {date ? <p>{t("notice.effective", { date })}</p> : null}
        </section>
      ) : null}
      <section className="wl-pd-section" aria-labelledby={`${ids}-heading`}>
        {variant === "store" ? <h1 id={`${ids}-heading`}>{t("notice.heading")}</h1> : <h2 id={`${ids}-heading`}>{t("notice.heading")}</h2>}
        <ol>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      </section>
      {variant === "store" ? (
        <section className="wl-pd-section" aria-labelledby={`${ids}-how`}>
          <h2 id={`${ids}-how`}>{t("notice.howTitle")}</h2>
          <p>{t("notice.how")}</p>
        </section>
      ) : null}
      {variant === "app-page" ? (
        <div className="wl-account-actions">
          {done ? (
            <Button block color="primary" className="wl-button-primary" size="large" onClick={() => navigate("/", { replace: true })}>
              {t("notice.home")}
            </Button>
          ) : loggedIn ? (
            <Button block fill="outline" size="large" onClick={() => navigate("/Logout")}>
              {t("notice.apply")}
            </Button>
          ) : null}
        </div>
      ) : null}
    </main>
  );
}

/** /LogoutNoticeApp (open to everyone): {@link LogoutNoticePage} for other apps' webviews. */
export function LogoutNoticeAppPage() {
  return <LogoutNoticePage variant="store" />;
}
