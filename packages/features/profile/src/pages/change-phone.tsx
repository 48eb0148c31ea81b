import { useGoBack } from "@wenlv/app-kit";
import { FormField, PageHeader, valueRule } from "@wenlv/ui";
import { isMainlandMobile } from "@wenlv/validation";
import { Button, Form, Input, Toast } from "antd-mobile";
import { useId, useState } from "react";
import { useChangePhoneMutation, useSendNewPhoneCodeMutation, useVerifyOldPhoneMutation } from "../api";
import { CodeField } from "../components/code-field";
import { FormAlert, digitsOnly } from "../components/field";
import { ProfileGate, type ProfileUser } from "../components/profile-user";
import { apiErrorText } from "../api-error";
import { useSendMyPhoneCode } from "../use-send-my-phone-code";
import { useProfileT } from "../i18n";
import "@wenlv/ui/account-layout.css";
import "../components/profile.css";

/** Proof of step 1: the API's change ticket and when it stops working (ms since epoch). */
type Ticket = { value: string; expiresAt: number };

function OldPhoneStep({ user, onVerified }: { user: ProfileUser; onVerified: (ticket: Ticket) => void }) {
  const t = useProfileT();
  const id = useId();
  const [form] = Form.useForm<{ code: string }>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [verify, { isLoading }] = useVerifyOldPhoneMutation();

  const send = useSendMyPhoneCode("change_old", setServerError);
  const finish = async ({ code }: { code: string }) => {
    if (isLoading) return;
    setServerError(null);
    const result = await verify({ code });
    if (result.error) {
      setServerError(apiErrorText(result.error, t("common.failed")));
      return;
    }
    onVerified({ value: result.data.change_ticket, expiresAt: Date.now() + result.data.expires_in_s * 1000 });
  };

  return (
    <Form
      form={form}
      className="wl-account-form wl-profile-form"
      aria-labelledby={`${id}-title`}
      initialValues={{ code: "" }}
      validateTrigger="onBlur"
      onFinish={(values) => void finish(values)}
    >
      <h2 id={`${id}-title`} className="wl-passcode-step__title wl-profile-submit">
        {t("phone.oldTitle")}
      </h2>
      <p className="wl-profile-field__hint">{t("phone.oldText", { phone: user.phone_masked })}</p>
      <CodeField onSend={send} sentTo={user.phone_masked} />
      <FormAlert message={serverError} />
      <Button className="wl-button-primary wl-profile-submit" block type="submit" color="primary" size="large" loading={isLoading}>
        {t("common.next")}
      </Button>
    </Form>
  );
}

type NewPhoneFields = { phone: string; code: string };

function NewPhoneStep({ ticket, onExpired, onDone }: { ticket: Ticket; onExpired: () => void; onDone: () => void }) {
  const t = useProfileT();
  const id = useId();
  const [form] = Form.useForm<NewPhoneFields>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [sendCode] = useSendNewPhoneCodeMutation();
  const [change, { isLoading }] = useChangePhoneMutation();
  const phone = Form.useWatch("phone", form) ?? "";

  const send = async () => {
    setServerError(null);
    const valid = await form.validateFields(["phone"]).then(
      () => true,
      () => false,
    );
    if (!valid) return null;
    const result = await sendCode({ phone: String(form.getFieldValue("phone")) });
    if (result.error) {
      setServerError(apiErrorText(result.error, t("common.failed")));
      return null;
    }
    return result.data.resend_after_s;
  };
  const finish = async (values: NewPhoneFields) => {
    if (isLoading) return;
    if (Date.now() >= ticket.expiresAt) {
      onExpired();
      return;
    }
    setServerError(null);
    const result = await change({ change_ticket: ticket.value, ...values });
    if (result.error) {
      setServerError(apiErrorText(result.error, t("common.failed")));
      return;
    }
    Toast.show({ content: t("phone.done") });
    onDone();
  };

  return (
    <Form
      form={form}
      className="wl-account-form wl-profile-form"
      aria-labelledby={`${id}-title`}
      initialValues={{ phone: "", code: "" }}
      validateTrigger="onBlur"
      onFinish={(values) => void finish(values)}
    >
      <h2 id={`${id}-title`} className="wl-passcode-step__title wl-profile-submit">
        {t("phone.newTitle")}
      </h2>
      <p className="wl-profile-field__hint">{t("phone.newText")}</p>
      <FormField
        name="phone"
        label={t("phone.newPhone")}
        rules={[valueRule((value: string) => (isMainlandMobile(value) ? null : t("phone.invalid")))]}
        normalize={(value: string) => digitsOnly(value, 11)}
      >
        <Input type="tel" inputMode="numeric" autoComplete="tel-national" placeholder={t("phone.newPlaceholder")} clearable />
      </FormField>
      <CodeField onSend={send} sentTo={phone} />
      <FormAlert message={serverError} />
      <Button className="wl-button-primary wl-profile-submit" block type="submit" color="primary" size="large" loading={isLoading}>
        {t("phone.submit")}
      </Button>
    </Form>
  );
}

/**
 * /ChangePhone (login-required; issue 3: "SMS code to the old and the new number"). Step 1 sends a
 * code to the current number (sendMyPhoneCode, purpose change_old) and verifies it (verifyOldPhone
 * -> a 10-minute change ticket); step 2 sends a code to the new mainland mobile (sms/send, purpose
 * change_new) and changes the number (changePhone). Each send button counts down before a resend.
 * An expired ticket returns to step 1 with a message. Success refreshes the user and returns.
 */
export function ChangePhonePage() {
  const t = useProfileT();
  const goBack = useGoBack("/UserInfo");
  const [ticket, setTicket] = useState<Ticket | null>(null);
  const [expired, setExpired] = useState(false);

  return (
    <main className="wl-account-page">
      <PageHeader title={t("title.changePhone")} onBack={goBack} />
      <p className="wl-profile-steps">{t("phone.steps", { step: ticket ? 2 : 1 })}</p>
      {expired && !ticket ? (
        <p className="wl-profile-alert wl-profile-intro" role="alert">
          {t("phone.expired")}
        </p>
      ) : null}
      <ProfileGate lines={3}>
        {(user) =>
          ticket ? (
            <NewPhoneStep
              ticket={ticket}
              onExpired={() => {
                setExpired(true);
                setTicket(null);
              }}
              onDone={goBack}
            />
          ) : (
            <OldPhoneStep
              user={user}
              onVerified={(next) => {
                setExpired(false);
                setTicket(next);
              }}
            />
          )
        }
      </ProfileGate>
    </main>
  );
}
