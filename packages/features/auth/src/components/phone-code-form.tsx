import { useCountdown } from "@wenlv/app-kit";
import type { SmsPurpose } from "@wenlv/contract/auth";
import { FormField } from "@wenlv/ui";
import { isMainlandMobile, isSmsCode } from "@wenlv/validation";
import { Button, Form, Input } from "antd-mobile";
import { useState } from "react";
import { useSendSmsCodeMutation } from "../api";
import { useAuthT } from "../i18n";
import { CONSENT_FIELD, digitsOnly, LoginConsentField, loginRules, LoginSubmit, PhoneField, type LoginCheck } from "./login-form-parts";
import "./phone-code-form.css";

/** Seconds before another code may be sent when the API does not say (issue 2: one SMS a minute). */
export const RESEND_SECONDS = 60;

/** A validated phone number (11 digits) and SMS code (6 digits). */
export type PhoneCodeValues = { phone: string; code: string };

/** The fields of the form as typed (the consent is true once ticked). */
type PhoneCodeFields = PhoneCodeValues & { [CONSENT_FIELD]: boolean };

export type PhoneCodeFormProps = {
  /** SMS purpose sent to `smsSend`: "login" for /PhoneLogin, "bind" for /BindPhone. */
  purpose: SmsPurpose;
  /** Text of the submit button (登录 / 绑定并登录). */
  submitText: string;
  /** True while the login or bind call runs: the button shows a spinner and ignores taps. */
  submitting: boolean;
  /** Called with checked values once phone, code and privacy consent are all valid. */
  onSubmit: (values: PhoneCodeValues) => void;
};

/**
 * Phone + SMS code + privacy consent, the antd-mobile `Form` shared by /PhoneLogin and /BindPhone.
 * The phone must be a mainland mobile and the code 6 digits (spec section 5, validators of
 * `@wenlv/validation`); consent to the privacy policy must be ticked (the API refuses login
 * without `agree_privacy`). Fields are checked when they lose focus and on submit, one problem at a
 * time in reading order (`loginRules`), shown under its field (`role="alert"`). "获取验证码" checks
 * the phone, posts `smsSend` and then stays disabled for the server's `resend_after_s` (default
 * 60 s); a refusal shows under the phone (server messages are also toasted by the api-client, spec
 * section 8).
 */
export function PhoneCodeForm({ purpose, submitText, submitting, onSubmit }: PhoneCodeFormProps) {
  const t = useAuthT();
  const [form] = Form.useForm<PhoneCodeFields>();
  const [sent, setSent] = useState(false);
  const [sendCode, { isLoading: sending }] = useSendSmsCodeMutation();
  const countdown = useCountdown();
  const checks: LoginCheck[] = [
    ["phone", (phone) => (isMainlandMobile(phone) ? null : t("errors.phone"))],
    ["code", (code) => (isSmsCode(code) ? null : t("errors.code"))],
    [CONSENT_FIELD, (agreed) => (agreed ? null : t("errors.consent"))],
  ];
  const rules = loginRules(checks);

  const requestCode = async () => {
    const phone = await form.validateFields(["phone"]).then(
      (values) => values.phone,
      () => null,
    );
    if (phone === null) return;
    const result = await sendCode({ phone, purpose });
    if (result.error) {
      form.setFields([{ name: "phone", errors: ["msg" in result.error ? result.error.msg : t("errors.phone")] }]);
      return;
    }
    setSent(true);
    countdown.start(result.data.resend_after_s > 0 ? result.data.resend_after_s : RESEND_SECONDS);
  };

  const finish = ({ phone, code }: PhoneCodeFields) => {
    if (!submitting) onSubmit({ phone, code });
  };

  const sendLabel = sending ? t("form.sending") : countdown.running ? t("form.resendIn", { seconds: countdown.remaining }) : t("form.sendCode");

  return (
    <Form form={form} className="wl-auth-form wl-plain-form" initialValues={{ phone: "", code: "" }} validateTrigger="onBlur" onFinish={finish}>
      <PhoneField autoComplete="tel-national" rules={rules("phone")} />
      <FormField
        name="code"
        label={t("form.code")}
        className="wl-auth-field"
        rules={rules("code")}
        normalize={digitsOnly(6)}
        action={
          <Button
            className="wl-auth-form__send wl-button-primary"
            size="small"
            fill="outline"
            color="primary"
            disabled={sending || countdown.running}
            onClick={() => void requestCode()}
          >
            {sendLabel}
          </Button>
        }
      >
        <Input type="text" inputMode="numeric" autoComplete="one-time-code" placeholder={t("form.codePlaceholder")} />
      </FormField>
      {sent && countdown.running ? (
        <p className="wl-auth-form__note" role="status">
          {t("form.codeSent")}
        </p>
      ) : null}
      <LoginConsentField rules={rules(CONSENT_FIELD)} />
      <LoginSubmit text={submitText} submitting={submitting} />
    </Form>
  );
}
