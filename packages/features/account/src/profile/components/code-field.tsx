import { useCountdown } from "@wenlv/app-kit";
import { Button, Input } from "antd-mobile";
import { useState } from "react";
import { useProfileT } from "../i18n";
import { Field, digitsOnly } from "./field";

/** Seconds before another code may be sent when the API does not say (issue 2: one a minute). */
export const RESEND_SECONDS = 60;

export type CodeFieldProps = {
  id: string;
  value: string;
  onChange: (code: string) => void;
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
 * A 6-digit verification code input with its "获取验证码" button, which counts down
 * ("59秒后重发") after a send so nobody hammers the SMS or mail provider.
 */
export function CodeField({ id, value, onChange, onSend, sentTo, sentText }: CodeFieldProps) {
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
    <Field
      id={id}
      label={t("code.label")}
      hint={note ? <span role="status">{note}</span> : undefined}
      action={
        <Button className="wl-profile-send" size="small" fill="outline" color="primary" disabled={sending || countdown.running} onClick={() => void send()}>
          {label}
        </Button>
      }
    >
      <Input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder={t("code.placeholder")}
        value={value}
        onChange={(next) => onChange(digitsOnly(next, 6))}
      />
    </Field>
  );
}
