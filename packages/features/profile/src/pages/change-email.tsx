import { FormField, valueRule } from "@wenlv/ui";
import { isEmail } from "@wenlv/validation";
import { Button, Form, Input, Toast } from "antd-mobile";
import { useState } from "react";
import { useChangeEmailMutation, useSendEmailCodeMutation } from "../api";
import { CodeField } from "../components/code-field";
import { FormAlert } from "../components/field";
import { ProfileScreen, type ProfileUser } from "../components/profile-user";
import { apiErrorText } from "../api-error";
import { useProfileT } from "../i18n";
import "@wenlv/ui/account-layout.css";
import "../components/profile.css";

type EmailFields = { email: string; code: string };

function EmailForm({ user, onDone }: { user: ProfileUser; onDone: () => void }) {
  const t = useProfileT();
  const [form] = Form.useForm<EmailFields>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [sendCode] = useSendEmailCodeMutation();
  const [change, { isLoading }] = useChangeEmailMutation();
  const address = (Form.useWatch("email", form) ?? "").trim();

  const send = async () => {
    setServerError(null);
    const valid = await form.validateFields(["email"]).then(
      () => true,
      () => false,
    );
    if (!valid) return null;
    const result = await sendCode({ email: String(form.getFieldValue("email")).trim() });
    if (result.error) {
      setServerError(apiErrorText(result.error, t("common.failed")));
      return null;
    }
    return result.data.resend_after_s;
  };
  const finish = async ({ email, code }: EmailFields) => {
    if (isLoading) return;
    setServerError(null);
    const result = await change({ email: email.trim(), code });
    if (result.error) {
      setServerError(apiErrorText(result.error, t("common.failed")));
      return;
    }
    Toast.show({ content: t("email.done") });
    onDone();
  };

  return (
    <Form form={form} className="wl-account-form wl-profile-form" initialValues={{ email: "", code: "" }} validateTrigger="onBlur" onFinish={(values) => void finish(values)}>
      <p className="wl-profile-field__hint wl-profile-submit">{user.email_masked ? t("email.current", { email: user.email_masked }) : t("email.none")}</p>
      <FormField name="email" label={t("email.label")} rules={[valueRule((value: string) => (isEmail(value.trim()) ? null : t("email.invalid")))]}>
        <Input inputMode="email" autoComplete="email" placeholder={t("email.placeholder")} clearable />
      </FormField>
      <CodeField onSend={send} sentTo={address} sentText={(target) => t("email.sentTo", { target })} />
      <FormAlert message={serverError} />
      <Button className="wl-button-primary wl-profile-submit" block type="submit" color="primary" size="large" loading={isLoading}>
        {t("email.submit")}
      </Button>
    </Form>
  );
}

/**
 * /ChangeEmail (login-required): binds or replaces the email. The address must match the spec
 * section 5 email rule; "获取验证码" mails a 6-digit code (sendEmailCode, rate limited per address
 * and IP by the API) and counts down; changeEmail with the code saves it and returns to /UserInfo.
 */
export function ChangeEmailPage() {
  const t = useProfileT();
  return (
    <ProfileScreen title={(user) => (user?.email_masked ? t("title.changeEmail") : t("title.bindEmail"))}>
      {(user, done) => <EmailForm user={user} onDone={done} />}
    </ProfileScreen>
  );
}
