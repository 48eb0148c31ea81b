import { loggedOut } from "@wenlv/api-client";
import { useLogoutMutation } from "@wenlv/api-client/user-api";
import { useAppDispatch, useCareMode, useGoBack, useSafeNavigate, type AppStore } from "@wenlv/app-kit";
import { PageHeader } from "@wenlv/ui";
import { Dialog, Switch } from "antd-mobile";
import { useId, useState } from "react";
import { useStore } from "react-redux";
import { clearCache, type ClearReport } from "../clear-cache";
import { ButtonRow, LinkRow } from "../components/link-row";
import { useProfileT } from "../i18n";
import "@wenlv/ui/account-layout.css";
import "../components/profile.css";

/** The lines telling what "清除缓存" removed (API cache count, then each kind of stored data). */
export function clearedLines(report: ClearReport, t: ReturnType<typeof useProfileT>): string[] {
  const lines = report.apiEntries > 0 ? [t("setting.clearedApi", { count: report.apiEntries })] : [];
  return [...lines, ...report.kinds.map((kind) => t(`setting.kinds.${kind}`))];
}

function CareModeRow() {
  const t = useProfileT();
  const id = useId();
  const [care, setCare] = useCareMode();
  return (
    <div className="wl-profile-row">
      <span className="wl-profile-row__label">
        <span id={`${id}-label`}>{t("setting.care")}</span>
        <span id={`${id}-hint`} className="wl-profile-row__sub">
          {t("setting.careHint")}
        </span>
      </span>
      <span className="wl-profile-row__value">
        <Switch checked={care} onChange={setCare} aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`} />
      </span>
    </div>
  );
}

/**
 * /Setting (login-required; spec section 2, issue 3): 关怀模式 (care mode: stored with the theme's
 * flag and applied across the app at once), 清除缓存 (after a confirm: the RTK Query cache and
 * non-essential local/session storage, keeping the login, care mode, language and partner; then
 * says what was removed), the legal pages (/PrivacyPolicy, /UserPrivacy), the personal-information
 * export (/PersonalInfo), account deletion (/Logout) and 退出登录 (confirm, POST
 * /api/uservice/user/logout, forget the session even if that call fails, go home).
 */
export function SettingPage() {
  const t = useProfileT();
  const goBack = useGoBack("/User");
  const navigate = useSafeNavigate();
  const dispatch = useAppDispatch();
  const store = useStore() as AppStore;
  const [logout, { isLoading: loggingOut }] = useLogoutMutation();
  const [dialog, setDialog] = useState<"clear" | "logout" | null>(null);
  const [cleared, setCleared] = useState<string[] | null>(null);

  const doClear = () => {
    setCleared(clearedLines(clearCache(store), t));
    setDialog(null);
  };
  const doLogout = async () => {
    await logout();
    setDialog(null);
    dispatch(loggedOut());
    navigate("/", { replace: true });
  };

  return (
    <main className="wl-account-page">
      <PageHeader title={t("title.setting")} onBack={goBack} />
      <div className="wl-account-card">
        <CareModeRow />
        <ButtonRow label={t("setting.clearCache")} onClick={() => setDialog("clear")} />
      </div>
      {cleared ? (
        <section className="wl-account-card" role="status" aria-labelledby="wl-setting-cleared">
          <h2 id="wl-setting-cleared" className="wl-profile-card__title">
            {cleared.length > 0 ? t("setting.clearedTitle") : t("setting.clearedNothing")}
          </h2>
          {cleared.length > 0 ? (
            <ul className="wl-profile-rules wl-profile-cleared">
              {cleared.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
      <ul className="wl-account-card wl-profile-list" aria-label={t("title.setting")}>
        <li>
          <LinkRow to="/PrivacyPolicy" label={t("setting.privacy")} />
        </li>
        <li>
          <LinkRow to="/UserPrivacy" label={t("setting.userPrivacy")} />
        </li>
        <li>
          <LinkRow to="/PersonalInfo" label={t("setting.personalInfo")} />
        </li>
        <li>
          <LinkRow to="/Logout" label={t("setting.deleteAccount")} />
        </li>
      </ul>
      <div className="wl-account-card">
        <ButtonRow danger label={t("setting.logout")} onClick={() => setDialog("logout")} />
      </div>
      <Dialog
        bodyClassName="wl-dialog"
        visible={dialog === "clear"}
        title={t("setting.clearTitle")}
        content={t("setting.clearText")}
        closeOnAction={false}
        onClose={() => setDialog(null)}
        actions={[
          [
            { key: "cancel", text: t("setting.cancel"), onClick: () => setDialog(null) },
            { key: "clear", text: t("setting.clearConfirm"), bold: true, onClick: doClear },
          ],
        ]}
      />
      <Dialog
        bodyClassName="wl-dialog"
        visible={dialog === "logout"}
        title={t("setting.logoutTitle")}
        content={t("setting.logoutText")}
        closeOnAction={false}
        onClose={() => setDialog(null)}
        actions={[
          [
            { key: "cancel", text: t("setting.cancel"), onClick: () => setDialog(null) },
            { key: "logout", text: t("setting.logoutConfirm"), bold: true, danger: true, disabled: loggingOut, onClick: () => doLogout() },
          ],
        ]}
      />
    </main>
  );
}
