import { ConsentField } from "@wenlv/ui";
import { Button, Form } from "antd-mobile";
import { useAuthT } from "../i18n";
import { CONSENT_FIELD, LoginConsentText } from "./login-form-parts";
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
 * social-security card, partner app, bank): an antd-mobile `Form` of one `ConsentField` (@wenlv/ui).
 * The button does nothing but show "请先阅读并同意隐私政策" (`role="alert"`, under the box) until
 * the box is ticked, so no login call is ever sent without consent.
 */
export function ConsentAction({ actionText, busy = false, onConfirm, initiallyAgreed = false }: ConsentActionProps) {
  const t = useAuthT();
  const [form] = Form.useForm<{ [CONSENT_FIELD]: boolean }>();
  return (
    <Form
      form={form}
      className="wl-auth-action wl-plain-form"
      initialValues={initiallyAgreed ? { [CONSENT_FIELD]: true } : undefined}
      onFinish={() => {
        if (!busy) onConfirm();
      }}
    >
      <ConsentField name={CONSENT_FIELD} requiredText={t("errors.consent")} size="compact" label={<LoginConsentText />} />
      <Button className="wl-button-primary" block type="submit" color="primary" size="large" loading={busy} loadingText={t("form.submitting")}>
        {actionText}
      </Button>
    </Form>
  );
}
