import { useCountdown } from "@wenlv/app-kit";
import { FormField, valueRule } from "@wenlv/ui";
import { isSmsCode } from "@wenlv/validation";
import { Button, Input } from "antd-mobile";
import { useState } from "react";
import { useProfileT } from "../i18n";
import { digitsOnly } from "./field";

/** Seconds before another code may be sent when the API does not say (issue 2: one a minute). */
export const RESEND_SECONDS = 60;

export type CodeFieldProps = {
  /** The field's name in the surrounding antd-mobile Form. Default "code". */
  name?: string;
  /**
   * Sends a code; answers the seconds until the next send (the API's `resend_after_s`) or null when
   * the send failed (the caller shows why). The button then counts down before it can resend.
   */
  onSend: () => Promise<number | null>;
  /** Where the code went, e.g. "138****8000" or a mail address; shown once a code is sent. */
  sentTo?: string;
  /** Message shown once sent (default "验证码已发送至 {{target}}"). */
  sentText?: (target: string) => string;
};

/**
 * A 6-digit verification code field of an antd-mobile Form (digits only, checked with the spec
 * section 5 rule: 请输入6位数字验证码) with its "获取验证码" button, which counts down
 * ("59秒后重发") after a send so nobody hammers the SMS or mail provider.
 */
export function CodeField({ name = "code", onSend, sentTo, sentText }: CodeFieldProps) {
  const t = useProfileT();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const send = async () => {
    setSending(true);
    const seconds = await onSend();
    setSending(false);
    if (seconds === null) return;
    setSent(true);
    countdown.start(seconds > 0 ? seconds : RESEND_SECONDS);
  };

  const label = sending ? t("code.sending") : countdown.running ? t("code.resendIn", { seconds: countdown.remaining }) : t("code.send");
  const note = sent && sentTo ? (sentText ? sentText(sentTo) : t("code.sentTo", { target: sentTo })) : null;
  return (
    <FormField
      name={name}
      label={t("code.label")}
      hint={note ? <span role="status">{note}</span> : undefined}
      rules={[valueRule((value: string) => (isSmsCode(value) ? null : t("code.invalid")))]}
      normalize={(value: string) => digitsOnly(value, 6)}
      action={
        <Button className="wl-profile-send" size="small" fill="outline" color="primary" disabled={sending || countdown.running} onClick={() => void send()}>
          {label}
        </Button>
      }
    >
      <Input type="text" inputMode="numeric" autoComplete="one-time-code" placeholder={t("code.placeholder")} />
    </FormField>
  );
}
