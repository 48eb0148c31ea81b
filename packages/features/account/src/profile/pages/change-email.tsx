import { useGoBack } from "@wenlv/app-kit";
import { PageHeader } from "@wenlv/ui";
import { isEmail, isSmsCode } from "@wenlv/validation";
import { Button, Input, Toast } from "antd-mobile";
import { useId, useState, type FormEvent } from "react";
import { useChangeEmailMutation, useSendEmailCodeMutation } from "../api";
import { CodeField } from "../components/code-field";
import { Field, FormAlert } from "../components/field";
import { ProfileGate, useProfileUser, type ProfileUser } from "../components/profile-user";
import { apiErrorText } from "../api-error";
import { useProfileT } from "../i18n";
import "../../components/account.css";
import "../components/profile.css";

function EmailForm({ user, onDone }: { user: ProfileUser; onDone: () => void }) {
  const t = useProfileT();
  const id = useId();
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sendCode] = useSendEmailCodeMutation();
  const [change, { isLoading }] = useChangeEmailMutation();
  const address = email.trim();

  const send = async () => {
    if (!isEmail(address)) {
      setError(t("email.invalid"));
      return null;
    }
    setError(null);
    const result = await sendCode({ email: address });
    if (result.error) {
      setError(apiErrorText(result.error, t("common.failed")));
      return null;
    }
    return result.data.resend_after_s;
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = !isEmail(address) ? t("email.invalid") : !isSmsCode(code) ? t("code.invalid") : null;
    setError(problem);
    if (problem) return;
    const result = await change({ email: address, code });
    if (result.error) {
      setError(apiErrorText(result.error, t("common.failed")));
      return;
    }
    Toast.show({ content: t("email.done") });
    onDone();
  };

  return (
    <form className="wl-profile-form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="wl-profile-field__hint wl-profile-submit">{user.email_masked ? t("email.current", { email: user.email_masked }) : t("email.none")}</p>
      <Field id={`${id}-email`} label={t("email.label")}>
        <Input id={`${id}-email`} type="email" inputMode="email" autoComplete="email" placeholder={t("email.placeholder")} value={email} onChange={setEmail} clearable />
      </Field>
      <CodeField id={`${id}-code`} value={code} onChange={setCode} onSend={send} sentTo={address} sentText={(target) => t("email.sentTo", { target })} />
      <FormAlert message={error} />
      <Button className="wl-button-primary wl-profile-submit" block type="submit" color="primary" size="large" loading={isLoading}>
        {t("email.submit")}
      </Button>
    </form>
  );
}

/**
 * /ChangeEmail (login-required): binds or replaces the email. The address must match the spec
 * section 5 email rule; "获取验证码" mails a 6-digit code (sendEmailCode, rate limited per address
 * and IP by the API) and counts down; changeEmail with the code saves it and returns to /UserInfo.
 */
export function ChangeEmailPage() {
  const t = useProfileT();
  const goBack = useGoBack("/UserInfo");
  const { user } = useProfileUser();
  return (
    <main className="wl-account-page">
      <PageHeader title={user?.email_masked ? t("title.changeEmail") : t("title.bindEmail")} onBack={goBack} />
      <ProfileGate lines={3}>{(known) => <EmailForm user={known} onDone={goBack} />}</ProfileGate>
    </main>
  );
}
