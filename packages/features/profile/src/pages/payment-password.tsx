import { Button, Form, Toast } from "antd-mobile";
import { useId, useState } from "react";
import { useLazyPublicKeyQuery, useSetPaymentPasswordMutation } from "../api";
import { CodeField } from "../components/code-field";
import { FormAlert } from "../components/field";
import { PasscodeStep, isWeakPasscode } from "../components/passcode-step";
import { ProfileScreen, type ProfileUser } from "../components/profile-user";
import { NoWebCryptoError, encryptSensitive } from "../encrypt-payload";
import { apiErrorText } from "../api-error";
import { useSendMyPhoneCode } from "../use-send-my-phone-code";
import { useProfileT } from "../i18n";
import "@wenlv/ui/account-layout.css";
import "../components/profile.css";

type Step = "new" | "confirm" | "verify";

/** The flow's fields: the digits twice and the SMS code. */
type PaymentPasswordFields = { first: string; second: string; code: string };
const EMPTY: PaymentPasswordFields = { first: "", second: "", code: "" };

function PaymentPasswordFlow({ user, onDone }: { user: ProfileUser; onDone: () => void }) {
  const t = useProfileT();
  const id = useId();
  // One form over the three steps (a field keeps its value while its step is hidden). The digits
  // live only in this form's memory until they are encrypted; never stored.
  const [form] = Form.useForm<PaymentPasswordFields>();
  const [step, setStep] = useState<Step>("new");
  const [error, setError] = useState<string | null>(null);
  const [fetchKey] = useLazyPublicKeyQuery();
  const [save, { isLoading }] = useSetPaymentPasswordMutation();
  const [encrypting, setEncrypting] = useState(false);

  const restart = (message: string | null) => {
    form.setFieldsValue(EMPTY);
    setError(message);
    setStep("new");
  };
  const filledFirst = (digits: string) => {
    if (isWeakPasscode(digits)) {
      restart(t("pay.weak"));
      return;
    }
    setError(null);
    setStep("confirm");
  };
  const filledSecond = (digits: string) => {
    if (digits !== form.getFieldValue("first")) {
      restart(t("pay.mismatch"));
      return;
    }
    setError(null);
    setStep("verify");
  };
  const send = useSendMyPhoneCode("pay_password", setError);
  const finish = async ({ code }: { code: string }) => {
    if (isLoading || encrypting) return;
    const first = String(form.getFieldValue("first"));
    setError(null);
    setEncrypting(true);
    let cipher: string;
    let keyId: string;
    try {
      const key = await fetchKey();
      if (!key.data) {
        setEncrypting(false);
        setError(key.error && "msg" in key.error ? String(key.error.msg) : t("pay.encryptFailed"));
        return;
      }
      keyId = key.data.key_id;
      cipher = await encryptSensitive(first, key.data);
    } catch (problem) {
      setEncrypting(false);
      setError(problem instanceof NoWebCryptoError ? t("pay.noCrypto") : t("pay.encryptFailed"));
      return;
    }
    setEncrypting(false);
    const result = await save({ key_id: keyId, cipher, code });
    if (result.error) {
      setError(apiErrorText(result.error, t("common.failed")));
      return;
    }
    form.setFieldsValue(EMPTY);
    Toast.show({ content: t("pay.doneSet") });
    onDone();
  };

  return (
    <Form
      form={form}
      className={step === "verify" ? "wl-account-form wl-profile-form" : undefined}
      initialValues={EMPTY}
      validateTrigger="onBlur"
      onFinish={(values: { code: string }) => void finish(values)}
    >
      {step === "new" ? (
        <Form.Item noStyle name="first">
          <PasscodeStep key="new" title={t("pay.stepNew")} label={t("pay.passcode")} onFill={filledFirst} error={error !== null}>
            <FormAlert message={error} />
            <p className="wl-passcode-step__hint">{t("pay.hint")}</p>
          </PasscodeStep>
        </Form.Item>
      ) : null}
      {step === "confirm" ? (
        <Form.Item noStyle name="second">
          <PasscodeStep key="confirm" title={t("pay.stepConfirm")} label={t("pay.passcodeConfirm")} onFill={filledSecond}>
            <p className="wl-passcode-step__hint">{t("pay.hint")}</p>
          </PasscodeStep>
        </Form.Item>
      ) : null}
      {step === "verify" ? (
        <section aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`} className="wl-passcode-step__title wl-profile-submit">
            {t("pay.stepVerify")}
          </h2>
          <p className="wl-profile-field__hint">{t("pay.verifyText", { phone: user.phone_masked })}</p>
          <CodeField onSend={send} sentTo={user.phone_masked} />
          <FormAlert message={error} />
          <Button className="wl-button-primary wl-profile-submit" block type="submit" color="primary" size="large" loading={isLoading || encrypting}>
            {t("pay.submit")}
          </Button>
          <Button className="wl-profile-submit" block fill="outline" size="large" onClick={() => restart(null)}>
            {t("pay.restart")}
          </Button>
        </section>
      ) : null}
    </Form>
  );
}

/**
 * /paymentPassword (login-required; issue 3, spec section 9): sets or resets the 6-digit payment
 * password. The digits are typed twice on the in-page keyboard (trivial runs refused), then an SMS
 * code to the user's own number (sendMyPhoneCode, purpose pay_password) confirms it. The digits
 * are encrypted in the browser with the API's public key (/api/security/publicKey, RSA-OAEP
 * SHA-256 over {"v","ts","nonce"}) and sent only as that cipher; they are never stored.
 */
export function PaymentPasswordPage() {
  const t = useProfileT();
  return (
    <ProfileScreen title={(user) => (user?.has_payment_password ? t("title.resetPaymentPassword") : t("title.setPaymentPassword"))}>
      {(user, done) => <PaymentPasswordFlow user={user} onDone={done} />}
    </ProfileScreen>
  );
}
