import { ConsentCheckbox, FormField, formRule, type FieldProblems, type FormRule } from "@wenlv/ui";
import { Button, Form, Input } from "antd-mobile";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { useAuthT } from "../i18n";

/** The privacy policy the consent refers to (spec section 2 legal pages). */
export const PRIVACY_POLICY_PATH = "/PrivacyPolicy";
/** The user agreement shown beside it (spec section 2 legal pages). */
export const USER_PRIVACY_PATH = "/UserPrivacy";

/** Field name of the privacy consent in every login form (true once ticked; sent as `agree_privacy: "1"`). */
export const CONSENT_FIELD = "agree_privacy";

/**
 * "我已阅读并同意《隐私政策》和《用户服务协议》": the sentence of the login consent, its two
 * documents as links (activating a link follows it without ticking the box).
 */
export function LoginConsentText() {
  const t = useAuthT();
  return (
    <>
      {t("form.consentPrefix")}
      <Link to={PRIVACY_POLICY_PATH}>{t("form.privacyPolicy")}</Link>
      {t("form.consentAnd")}
      <Link to={USER_PRIVACY_PATH}>{t("form.userPrivacy")}</Link>
    </>
  );
}

export type LoginConsentProps = {
  /** Whether the box is ticked; every login screen starts unticked (PIPL: consent is an act). */
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Shown under the box (`role="alert"`), e.g. 请先阅读并同意隐私政策; nothing when empty. */
  error?: ReactNode;
};

/**
 * The consent every login screen asks for before any login call (issue 3: "records consent to the
 * privacy policy first"; the API refuses a login without `agree_privacy`), on the shared
 * ConsentCheckbox of @wenlv/ui. The whole {@link LoginConsentText} is the box's label, so its
 * accessible name names the documents.
 */
export function LoginConsent({ checked, onChange, error }: LoginConsentProps) {
  return <ConsentCheckbox size="compact" checked={checked} onChange={onChange} error={error} label={<LoginConsentText />} />;
}

/** One field of a login form in reading order: its name and its problem with a value (null when it passes). */
export type LoginCheck = readonly [name: string, problem: (value: string) => string | null];

/**
 * The first problem of a login form's `values` in the order of `checks`, keyed by its field; the
 * other fields pass. A login form shows one problem at a time, in reading order, so the visitor
 * is never asked to tick the consent while the number above it is still wrong.
 */
export function firstProblem(checks: readonly LoginCheck[], values: Record<string, unknown>): FieldProblems {
  for (const [name, problem] of checks) {
    const value = values[name];
    const message = problem(typeof value === "string" ? value : "");
    if (message) return { [name]: message };
  }
  return {};
}

/**
 * The rules of a login form from its checks in reading order (phone, then code or password, then
 * the consent): field `name` fails only when it holds the form's first problem ({@link firstProblem}).
 * The consent's check receives "1" when ticked and "" when not.
 */
export function loginRules(checks: readonly LoginCheck[]): (name: string) => FormRule[] {
  const check = (values: Record<string, unknown>) => firstProblem(checks, { ...values, [CONSENT_FIELD]: values[CONSENT_FIELD] === true ? "1" : "" });
  return (name) => [formRule(check, name)];
}

/** Keeps the digits of `value`, at most `max` of them (an antd-mobile Form.Item `normalize`). */
export function digitsOnly(max: number): (value: unknown) => string {
  return (value) => String(value ?? "").replace(/\D/g, "").slice(0, max);
}

export type PhoneFieldProps = {
  /** "username" on the password form (password managers), "tel-national" on the code form. */
  autoComplete: "username" | "tel-national";
  /** The rules of the `phone` field (see {@link loginRules}). */
  rules: FormRule[];
};

/**
 * The labelled mobile number field (`phone`) of the login forms; non-digits are dropped as they
 * are typed, at most 11 kept (spec section 5: mainland mobile).
 */
export function PhoneField({ autoComplete, rules }: PhoneFieldProps) {
  const t = useAuthT();
  return (
    <FormField name="phone" label={t("form.phone")} className="wl-auth-field" rules={rules} normalize={digitsOnly(11)}>
      <Input type="tel" inputMode="numeric" autoComplete={autoComplete} placeholder={t("form.phonePlaceholder")} clearable />
    </FormField>
  );
}

/**
 * {@link LoginConsent} as the `agree_privacy` field of a login form (unticked at first). Its
 * error shows on a submit whose first problem it is and clears as soon as the box is ticked.
 */
export function LoginConsentField({ rules }: { rules: FormRule[] }) {
  return (
    <Form.Item noStyle shouldUpdate>
      {(form) => (
        <Form.Item noStyle name={CONSENT_FIELD} initialValue={false} valuePropName="checked" validateTrigger="onChange" rules={rules}>
          <LoginConsent checked={false} onChange={() => undefined} error={form.getFieldError(CONSENT_FIELD)[0]} />
        </Form.Item>
      )}
    </Form.Item>
  );
}

export type LoginSubmitProps = {
  /** Text of the button (登录 / 绑定并登录). */
  text: string;
  /** True while the call runs: spinner and loading text, taps ignored. */
  submitting: boolean;
};

/** The submit button of every login form (44 px target, loading text while the call runs). */
export function LoginSubmit({ text, submitting }: LoginSubmitProps) {
  const t = useAuthT();
  return (
    <Button className="wl-button-primary" block type="submit" color="primary" size="large" loading={submitting} loadingText={t("form.submitting")}>
      {text}
    </Button>
  );
}
