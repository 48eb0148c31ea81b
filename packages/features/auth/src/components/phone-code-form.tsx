import { useCountdown } from "@wenlv/app-kit";
import type { SmsPurpose } from "@wenlv/contract/auth";
import { isMainlandMobile, isSmsCode } from "@wenlv/validation";
import { Button, Input } from "antd-mobile";
import { useId, useState, type FormEvent } from "react";
import { useSendSmsCodeMutation } from "../api";
import { useAuthT } from "../i18n";
import { LoginFormFooter, PhoneField } from "./login-form-parts";
import "./phone-code-form.css";

/** Seconds before another code may be sent when the API does not say (issue 2: one SMS a minute). */
export const RESEND_SECONDS = 60;

/** A validated phone number (11 digits) and SMS code (6 digits). */
export type PhoneCodeValues = { phone: string; code: string };

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

const digitsOnly = (value: string, max: number) => value.replace(/\D/g, "").slice(0, max);

/**
 * Phone + SMS code + privacy consent (LoginFormFooter) form shared by /PhoneLogin and /BindPhone. The phone must be a
 * mainland mobile and the code 6 digits (spec section 5, `@wenlv/validation`); consent to the
 * privacy policy must be ticked (the API refuses login without `agree_privacy`). "获取验证码" posts
 * `smsSend` and then stays disabled for the server's `resend_after_s` (default 60 s).
 * Problems show in one `role="alert"` line under the form; server messages are also toasted by the
 * api-client (spec section 8).
 */
export function PhoneCodeForm({ purpose, submitText, submitting, onSubmit }: PhoneCodeFormProps) {
  const t = useAuthT();
  const ids = useId();
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [sendCode, { isLoading: sending }] = useSendSmsCodeMutation();
  const countdown = useCountdown();

  const requestCode = async () => {
    if (!isMainlandMobile(phone)) {
      setError(t("errors.phone"));
      return;
    }
    setError(null);
    const result = await sendCode({ phone, purpose });
    if (result.error) {
      setError("msg" in result.error ? result.error.msg : t("errors.phone"));
      return;
    }
    setSent(true);
    countdown.start(result.data.resend_after_s > 0 ? result.data.resend_after_s : RESEND_SECONDS);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const problem = !isMainlandMobile(phone)
      ? t("errors.phone")
      : !isSmsCode(code)
        ? t("errors.code")
        : !agreed
          ? t("errors.consent")
          : null;
    setError(problem);
    if (!problem) onSubmit({ phone, code });
  };

  const sendLabel = sending ? t("form.sending") : countdown.running ? t("form.resendIn", { seconds: countdown.remaining }) : t("form.sendCode");

  return (
    <form className="wl-auth-form" onSubmit={submit} noValidate>
      <PhoneField id={`${ids}-phone`} value={phone} onChange={setPhone} autoComplete="tel-national" />
      <div className="wl-auth-form__row">
        <label className="wl-auth-form__label" htmlFor={`${ids}-code`}>
          {t("form.code")}
        </label>
        <Input
          id={`${ids}-code`}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder={t("form.codePlaceholder")}
          value={code}
          onChange={(value) => setCode(digitsOnly(value, 6))}
        />
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
      </div>
      {sent && countdown.running ? (
        <p className="wl-auth-form__note" role="status">
          {t("form.codeSent")}
        </p>
      ) : null}
      <LoginFormFooter agreed={agreed} onAgreedChange={setAgreed} error={error} submitText={submitText} submitting={submitting} />
    </form>
  );
}
