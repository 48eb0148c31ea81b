import { Button, Input } from "antd-mobile";
import { useAuthT } from "../i18n";
import { ConsentCheckbox } from "./consent-checkbox";

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
      <ConsentCheckbox checked={agreed} onChange={onAgreedChange} />
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
