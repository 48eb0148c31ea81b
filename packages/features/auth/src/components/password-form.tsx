import { FormField } from "@wenlv/ui";
import { isMainlandMobile } from "@wenlv/validation";
import { Form, Input } from "antd-mobile";
import { useAuthT } from "../i18n";
import { CONSENT_FIELD, LoginConsentField, loginRules, LoginSubmit, PhoneField, type LoginCheck } from "./login-form-parts";
import "./phone-code-form.css";

/** Longest password the API accepts (contract ZPasswordLoginRequest: max 64). */
export const PASSWORD_MAX_LENGTH = 64;

/** A checked mobile number and a non-empty password. */
export type PasswordValues = { phone: string; password: string };

/** The fields of the form as typed (the consent is true once ticked). */
type PasswordFields = PasswordValues & { [CONSENT_FIELD]: boolean };

export type PasswordFormProps = {
  /** True while the login call runs: the button shows a spinner and ignores taps. */
  submitting: boolean;
  /** Called once phone, password and privacy consent are all valid. */
  onSubmit: (values: PasswordValues) => void;
};

/**
 * Phone + password + privacy consent, the "密码登录" mode of /PhoneLogin (POST `passwordLogin`; the
 * password is the one set on /ChangePassword, 5 wrong tries lock it for 15 minutes on the server),
 * an antd-mobile `Form`. The phone must be a mainland mobile (spec section 5, `@wenlv/validation`),
 * the password non-empty; consent must be ticked before any call. Fields are checked when they
 * lose focus and on submit, one problem at a time in reading order, shown under its field
 * (`role="alert"`).
 */
export function PasswordForm({ submitting, onSubmit }: PasswordFormProps) {
  const t = useAuthT();
  const [form] = Form.useForm<PasswordFields>();
  const checks: LoginCheck[] = [
    ["phone", (phone) => (isMainlandMobile(phone) ? null : t("errors.phone"))],
    ["password", (password) => (password.length > 0 ? null : t("errors.password"))],
    [CONSENT_FIELD, (agreed) => (agreed ? null : t("errors.consent"))],
  ];
  const rules = loginRules(checks);

  const finish = ({ phone, password }: PasswordFields) => {
    if (!submitting) onSubmit({ phone, password });
  };

  return (
    <Form form={form} className="wl-auth-form wl-plain-form" initialValues={{ phone: "", password: "" }} validateTrigger="onBlur" onFinish={finish}>
      <PhoneField autoComplete="username" rules={rules("phone")} />
      <FormField name="password" label={t("form.password")} className="wl-auth-field" rules={rules("password")}>
        <Input type="password" autoComplete="current-password" placeholder={t("form.passwordPlaceholder")} maxLength={PASSWORD_MAX_LENGTH} />
      </FormField>
      <LoginConsentField rules={rules(CONSENT_FIELD)} />
      <LoginSubmit text={t("form.login")} submitting={submitting} />
    </Form>
  );
}
