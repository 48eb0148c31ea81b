import { Button } from "antd-mobile";
import { useState } from "react";
import { useAuthT } from "../i18n";
import { LoginConsent } from "./login-form-parts";
import "./auth-page.css";

export type ConsentActionProps = {
  /** Text of the button, e.g. "微信授权登录", "银行授权登录". */
  actionText: string;
  /** True while the call the button starts is running: spinner, taps ignored. */
  busy?: boolean;
  /** Called only when the consent is ticked. */
  onConfirm: () => void;
  /** Start ticked (the consent was already given on the page before the provider). Default false. */
  initiallyAgreed?: boolean;
};

/**
 * The consent checkbox and one primary button of the auth-code login screens (WeChat callback,
 * social-security card, partner app, bank): the button does nothing but show "请先阅读并同意隐私政策"
 * (`role="alert"`) until the box is ticked, so no login call is ever sent without consent.
 */
export function ConsentAction({ actionText, busy = false, onConfirm, initiallyAgreed = false }: ConsentActionProps) {
  const t = useAuthT();
  const [agreed, setAgreed] = useState(initiallyAgreed);
  const [refused, setRefused] = useState(false);

  const confirm = () => {
    if (busy) return;
    if (!agreed) {
      setRefused(true);
      return;
    }
    setRefused(false);
    onConfirm();
  };

  return (
    <div className="wl-auth-action">
      <LoginConsent
        checked={agreed}
        onChange={(value) => {
          setAgreed(value);
          if (value) setRefused(false);
        }}
      />
      {refused ? (
        <p className="wl-auth-action__error" role="alert">
          {t("errors.consent")}
        </p>
      ) : null}
      <Button className="wl-button-primary" block color="primary" size="large" loading={busy} loadingText={t("form.submitting")} onClick={confirm}>
        {actionText}
      </Button>
    </div>
  );
}
