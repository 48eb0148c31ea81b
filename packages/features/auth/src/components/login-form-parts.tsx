import { ConsentCheckbox } from "@wenlv/ui";
import { Button, Input } from "antd-mobile";
import { Link } from "react-router-dom";
import { useAuthT } from "../i18n";

/** The privacy policy the consent refers to (spec section 2 legal pages). */
export const PRIVACY_POLICY_PATH = "/PrivacyPolicy";
/** The user agreement shown beside it (spec section 2 legal pages). */
export const USER_PRIVACY_PATH = "/UserPrivacy";

export type LoginConsentProps = {
  /** Whether the box is ticked; every login screen starts unticked (PIPL: consent is an act). */
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/**
 * "我已阅读并同意《隐私政策》和《用户服务协议》": the consent every login screen asks for before
 * any login call (issue 3: "records consent to the privacy policy first"; the API refuses a login
 * without `agree_privacy`), on the shared ConsentCheckbox of @wenlv/ui. The whole sentence is the
 * box's label, so its accessible name names the documents; the two documents are links inside it,
 * and activating a link follows it without ticking the box.
 */
export function LoginConsent({ checked, onChange }: LoginConsentProps) {
  const t = useAuthT();
  return (
    <ConsentCheckbox
      size="compact"
      checked={checked}
      onChange={onChange}
      label={
        <>
          {t("form.consentPrefix")}
          <Link to={PRIVACY_POLICY_PATH}>{t("form.privacyPolicy")}</Link>
          {t("form.consentAnd")}
          <Link to={USER_PRIVACY_PATH}>{t("form.userPrivacy")}</Link>
        </>
      }
    />
  );
}

export type PhoneFieldProps = {
  /** Input id (the label points at it). */
  id: string;
  value: string;
  /** Receives the digits only, at most 11 (spec section 5: mainland mobile). */
  onChange: (digits: string) => void;
  /** "username" on the password form (password managers), "tel-national" on the code form. */
  autoComplete: "username" | "tel-national";
};

/** The labelled mobile number row of the login forms; non-digits are dropped as they are typed. */
export function PhoneField({ id, value, onChange, autoComplete }: PhoneFieldProps) {
  const t = useAuthT();
  return (
    <div className="wl-auth-form__row">
      <label className="wl-auth-form__label" htmlFor={id}>
        {t("form.phone")}
      </label>
      <Input
        id={id}
        type="tel"
        inputMode="numeric"
        autoComplete={autoComplete}
        placeholder={t("form.phonePlaceholder")}
        value={value}
        onChange={(next) => onChange(next.replace(/\D/g, "").slice(0, 11))}
        clearable
      />
    </div>
  );
}

export type LoginFormFooterProps = {
  agreed: boolean;
  onAgreedChange: (agreed: boolean) => void;
  /** The form's validation message (role alert), or null. */
  error: string | null;
  submitText: string;
  submitting: boolean;
};

/**
 * The end of every login form: the privacy consent (required before any login call, issue 3), the
 * validation message and the submit button (44 px target, loading text while the call runs).
 */
export function LoginFormFooter({ agreed, onAgreedChange, error, submitText, submitting }: LoginFormFooterProps) {
  const t = useAuthT();
  return (
    <>
      <LoginConsent checked={agreed} onChange={onAgreedChange} />
      {error ? (
        <p className="wl-auth-form__error" role="alert">
          {error}
        </p>
      ) : null}
      <Button className="wl-button-primary" block type="submit" color="primary" size="large" loading={submitting} loadingText={t("form.submitting")}>
        {submitText}
      </Button>
    </>
  );
}
