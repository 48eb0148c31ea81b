import { useGoBack } from "@wenlv/app-kit";
import { ZChangePassword } from "@wenlv/contract/profile";
import { PageHeader } from "@wenlv/ui";
import { Button, Input, Toast } from "antd-mobile";
import { CheckCircleFill, CheckCircleOutline } from "antd-mobile-icons";
import { useId, useState, type FormEvent } from "react";
import { useChangePasswordMutation } from "../api";
import { Field, FormAlert } from "../components/field";
import { ProfileGate, useProfileUser, type ProfileUser } from "../components/profile-user";
import { apiErrorText } from "../api-error";
import { useProfileT } from "../i18n";
import "../../components/account.css";
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

function PasswordForm({ user, onDone }: { user: ProfileUser; onDone: () => void }) {
  const t = useProfileT();
  const id = useId();
  const [oldPassword, setOldPassword] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [change, { isLoading }] = useChangePasswordMutation();
  const rules = passwordRules(password);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (user.has_password && oldPassword === "") {
      setError(t("password.oldEmpty"));
      return;
    }
    const parsed = ZChangePassword.safeParse({ old_password: user.has_password ? oldPassword : undefined, password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    if (confirm !== password) {
      setError(t("password.mismatch"));
      return;
    }
    setError(null);
    const result = await change({ old_password: user.has_password ? oldPassword : undefined, password });
    if (result.error) {
      setError(apiErrorText(result.error, t("common.failed")));
      return;
    }
    Toast.show({ content: user.has_password ? t("password.doneChange") : t("password.doneSet") });
    onDone();
  };

  return (
    <form className="wl-profile-form" onSubmit={(event) => void submit(event)} noValidate>
      {user.has_password ? (
        <Field id={`${id}-old`} label={t("password.old")}>
          <Input id={`${id}-old`} type="password" autoComplete="current-password" placeholder={t("password.oldPlaceholder")} value={oldPassword} onChange={setOldPassword} />
        </Field>
      ) : null}
      <Field
        id={`${id}-new`}
        label={t("password.new")}
        hint={
          <ul className="wl-profile-rules" aria-label={t("password.rulesTitle")}>
            <Rule met={rules.length} text={t("password.ruleLength")} />
            <Rule met={rules.mix} text={t("password.ruleMix")} />
            <li>{t("password.ruleSessions")}</li>
          </ul>
        }
      >
        <Input id={`${id}-new`} type="password" autoComplete="new-password" placeholder={t("password.newPlaceholder")} value={password} onChange={setPassword} maxLength={64} />
      </Field>
      <Field id={`${id}-confirm`} label={t("password.confirm")}>
        <Input id={`${id}-confirm`} type="password" autoComplete="new-password" placeholder={t("password.confirmPlaceholder")} value={confirm} onChange={setConfirm} maxLength={64} />
      </Field>
      <FormAlert message={error} />
      <Button className="wl-button-primary wl-profile-submit" block type="submit" color="primary" size="large" loading={isLoading}>
        {t("common.save")}
      </Button>
    </form>
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
  const goBack = useGoBack("/UserInfo");
  const { user } = useProfileUser();
  return (
    <main className="wl-account-page">
      <PageHeader title={user?.has_password ? t("title.changePassword") : t("title.setPassword")} onBack={goBack} />
      <ProfileGate lines={3}>{(known) => <PasswordForm user={known} onDone={goBack} />}</ProfileGate>
    </main>
  );
}
