import { useQueryParams } from "@wenlv/app-kit";
import { PageHeader } from "@wenlv/ui";
import { Tabs } from "antd-mobile";
import { useState } from "react";
import { Link } from "react-router-dom";
import { usePasswordLoginMutation, usePhoneLoginMutation } from "../api";
import { PasswordForm, type PasswordValues } from "../components/password-form";
import { PhoneCodeForm, type PhoneCodeValues } from "../components/phone-code-form";
import { useAuthT } from "../i18n";
import { useLoginTarget, withRedirect } from "../login-flow";
import { useFinishLogin } from "../use-finish-login";
import "../components/auth-page.css";

/** The two modes of /PhoneLogin: SMS code (default) and password. */
export type PhoneLoginMode = "code" | "password";

/**
 * /PhoneLogin: log in with a mainland mobile and either a 6-digit SMS code ("验证码登录",
 * `phoneLogin`) or the login password ("密码登录", POST
 * `passwordLogin`); consent is required in both (spec section 4 "Login", the
 * non-WeChat login target). `?mode=password` opens the password tab. Success stores the session
 * and returns to `?redirect=` (else /User). "其他登录方式" leads to the /BaseLogin landing.
 */
export function PhoneLoginPage() {
  const t = useAuthT();
  const params = useQueryParams();
  const [mode, setMode] = useState<PhoneLoginMode>(params.get("mode") === "password" ? "password" : "code");
  const [codeLogin, { isLoading: codeBusy }] = usePhoneLoginMutation();
  const [passwordLogin, { isLoading: passwordBusy }] = usePasswordLoginMutation();
  const finishLogin = useFinishLogin();
  const target = useLoginTarget();

  const submitCode = async ({ phone, code }: PhoneCodeValues) => {
    const result = await codeLogin({ phone, code, agree_privacy: "1" });
    if (result.data) finishLogin(result.data);
  };
  const submitPassword = async ({ phone, password }: PasswordValues) => {
    const result = await passwordLogin({ phone, password, agree_privacy: "1" });
    if (result.data) finishLogin(result.data);
  };

  return (
    <main className="wl-auth-page">
      <PageHeader title={t("title.phoneLogin")} />
      <div role="group" aria-label={t("form.modeLabel")}>
        <Tabs activeKey={mode} onChange={(key) => setMode(key === "password" ? "password" : "code")} stretch>
          <Tabs.Tab key="code" title={t("form.modeCode")} />
          <Tabs.Tab key="password" title={t("form.modePassword")} />
        </Tabs>
      </div>
      {mode === "code" ? (
        <PhoneCodeForm purpose="login" submitText={t("form.login")} submitting={codeBusy} onSubmit={(values) => void submitCode(values)} />
      ) : (
        <PasswordForm submitting={passwordBusy} onSubmit={(values) => void submitPassword(values)} />
      )}
      <p className="wl-auth-page__links">
        <Link to={withRedirect("/BaseLogin", target)} replace>
          {t("base.otherWays")}
        </Link>
      </p>
    </main>
  );
}
