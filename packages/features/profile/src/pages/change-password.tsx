import { ZChangePassword } from "@wenlv/contract/profile";
import { FormField, formRule, valueRule } from "@wenlv/ui";
import { Button, Form, Input, Toast } from "antd-mobile";
import { CheckCircleFill, CheckCircleOutline } from "antd-mobile-icons";
import { useState } from "react";
import { useChangePasswordMutation } from "../api";
import { FormAlert } from "../components/field";
import { ProfileScreen, type ProfileUser } from "../components/profile-user";
import { apiErrorText } from "../api-error";
import { useProfileT } from "../i18n";
import "@wenlv/ui/account-layout.css";
import "../components/profile.css";

/** The rules of contract ZChangePassword, checked live for the list under the new password. */
export function passwordRules(password: string): { length: boolean; mix: boolean } {
  return { length: password.length >= 8 && password.length <= 32, mix: /[A-Za-z]/.test(password) && /\d/.test(password) };
}

function Rule({ met, text }: { met: boolean; text: string }) {
  const t = useProfileT();
  return (
    <li className={met ? "wl-rule--met" : undefined}>
      {met ? <CheckCircleFill aria-hidden="true" /> : <CheckCircleOutline aria-hidden="true" />}
      <span>{text}</span>
      <span className="wl-visually-hidden">{met ? t("password.met") : t("password.unmet")}</span>
    </li>
  );
}

type PasswordFields = { old_password: string; password: string; confirm: string };

function PasswordForm({ user, onDone }: { user: ProfileUser; onDone: () => void }) {
  const t = useProfileT();
  const [form] = Form.useForm<PasswordFields>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [change, { isLoading }] = useChangePasswordMutation();
  const rules = passwordRules(Form.useWatch("password", form) ?? "");
  const passwordProblem = (password: string) => {
    const parsed = ZChangePassword.safeParse({ password });
    return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  };
  // A mismatch is told once the new password itself is right.
  const confirmProblem = (values: Record<string, unknown>) => {
    const password = String(values.password ?? "");
    return { confirm: passwordProblem(password) === null && values.confirm !== password ? t("password.mismatch") : null };
  };

  const finish = async ({ old_password, password }: PasswordFields) => {
    if (isLoading) return;
    setServerError(null);
    const result = await change({ old_password: user.has_password ? old_password : undefined, password });
    if (result.error) {
      setServerError(apiErrorText(result.error, t("common.failed")));
      return;
    }
    Toast.show({ content: user.has_password ? t("password.doneChange") : t("password.doneSet") });
    onDone();
  };

  return (
    <Form
      form={form}
      className="wl-account-form wl-profile-form"
      initialValues={{ old_password: "", password: "", confirm: "" }}
      validateTrigger="onBlur"
      onFinish={(values) => void finish(values)}
    >
      {user.has_password ? (
        <FormField name="old_password" label={t("password.old")} rules={[valueRule((value: string) => (value === "" ? t("password.oldEmpty") : null))]}>
          <Input type="password" autoComplete="current-password" placeholder={t("password.oldPlaceholder")} />
        </FormField>
      ) : null}
      <FormField
        name="password"
        label={t("password.new")}
        rules={[valueRule(passwordProblem)]}
        hint={
          <ul className="wl-profile-rules" aria-label={t("password.rulesTitle")}>
            <Rule met={rules.length} text={t("password.ruleLength")} />
            <Rule met={rules.mix} text={t("password.ruleMix")} />
            <li>{t("password.ruleSessions")}</li>
          </ul>
        }
      >
        <Input type="password" autoComplete="new-password" placeholder={t("password.newPlaceholder")} maxLength={64} />
      </FormField>
      <FormField name="confirm" label={t("password.confirm")} rules={[formRule(confirmProblem, "confirm")]} dependencies={["password"]}>
        <Input type="password" autoComplete="new-password" placeholder={t("password.confirmPlaceholder")} maxLength={64} />
      </FormField>
      <FormAlert message={serverError} />
      <Button className="wl-button-primary wl-profile-submit" block type="submit" color="primary" size="large" loading={isLoading}>
        {t("common.save")}
      </Button>
    </Form>
  );
}

/**
 * /ChangePassword (login-required): sets the login password, or changes it with the current one
 * once `has_password`. The new password follows contract ZChangePassword (8-32 characters with a
 * letter and a digit; its messages are shown), typed twice. The API revokes the user's other
 * sessions; this one stays. Success refreshes the user and returns to /UserInfo.
 */
export function ChangePasswordPage() {
  const t = useProfileT();
  return (
    <ProfileScreen title={(user) => (user?.has_password ? t("title.changePassword") : t("title.setPassword"))}>
      {(user, done) => <PasswordForm user={user} onDone={done} />}
    </ProfileScreen>
  );
}
