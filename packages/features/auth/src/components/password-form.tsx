import { isMainlandMobile } from "@wenlv/validation";
import { Input } from "antd-mobile";
import { useId, useState, type FormEvent } from "react";
import { useAuthT } from "../i18n";
import { LoginFormFooter, PhoneField } from "./login-form-parts";
import "./phone-code-form.css";

/** Longest password the API accepts (contract ZPasswordLoginRequest: max 64). */
export const PASSWORD_MAX_LENGTH = 64;

/** A checked mobile number and a non-empty password. */
export type PasswordValues = { phone: string; password: string };

export type PasswordFormProps = {
  /** True while the login call runs: the button shows a spinner and ignores taps. */
  submitting: boolean;
  /** Called once phone, password and privacy consent are all valid. */
  onSubmit: (values: PasswordValues) => void;
};

/**
 * Phone + password + privacy consent, the "密码登录" mode of /PhoneLogin (POST
 * `passwordLogin`; the password is the one set on /ChangePassword, 5 wrong tries
 * lock it for 15 minutes on the server). The phone must be a mainland mobile (spec section 5), the
 * password non-empty; consent must be ticked before any call. Problems show in one `role="alert"`.
 */
export function PasswordForm({ submitting, onSubmit }: PasswordFormProps) {
  const t = useAuthT();
  const ids = useId();
  const [phone, setPhone] = useState("");
  const [password, setPassword] = useState("");
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const problem = !isMainlandMobile(phone) ? t("errors.phone") : password.length === 0 ? t("errors.password") : !agreed ? t("errors.consent") : null;
    setError(problem);
    if (!problem) onSubmit({ phone, password });
  };

  return (
    <form className="wl-auth-form" onSubmit={submit} noValidate>
      <PhoneField id={`${ids}-phone`} value={phone} onChange={setPhone} autoComplete="username" />
      <div className="wl-auth-form__row">
        <label className="wl-auth-form__label" htmlFor={`${ids}-password`}>
          {t("form.password")}
        </label>
        <Input
          id={`${ids}-password`}
          type="password"
          autoComplete="current-password"
          placeholder={t("form.passwordPlaceholder")}
          maxLength={PASSWORD_MAX_LENGTH}
          value={password}
          onChange={setPassword}
        />
      </div>
      <LoginFormFooter agreed={agreed} onAgreedChange={setAgreed} error={error} submitText={t("form.login")} submitting={submitting} />
    </form>
  );
}
