import { useGoBack } from "@wenlv/app-kit";
import { PageHeader } from "@wenlv/ui";
import { isSmsCode } from "@wenlv/validation";
import { Button, Toast } from "antd-mobile";
import { useId, useState, type FormEvent } from "react";
import { useLazyPublicKeyQuery, useSetPaymentPasswordMutation } from "../api";
import { CodeField } from "../components/code-field";
import { FormAlert } from "../components/field";
import { PasscodeStep, isWeakPasscode } from "../components/passcode-step";
import { ProfileGate, useProfileUser, type ProfileUser } from "../components/profile-user";
import { NoWebCryptoError, encryptSensitive } from "../encrypt-payload";
import { apiErrorText } from "../api-error";
import { useSendMyPhoneCode } from "../use-send-my-phone-code";
import { useProfileT } from "../i18n";
import "../../components/account.css";
import "../components/profile.css";

type Step = "new" | "confirm" | "verify";

function PaymentPasswordFlow({ user, onDone }: { user: ProfileUser; onDone: () => void }) {
  const t = useProfileT();
  const id = useId();
  const [step, setStep] = useState<Step>("new");
  // The digits live only in this component's memory until they are encrypted; never stored.
  const [first, setFirst] = useState("");
  const [second, setSecond] = useState("");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [fetchKey] = useLazyPublicKeyQuery();
  const [save, { isLoading }] = useSetPaymentPasswordMutation();
  const [encrypting, setEncrypting] = useState(false);

  const restart = (message: string | null) => {
    setFirst("");
    setSecond("");
    setCode("");
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
    if (digits !== first) {
      restart(t("pay.mismatch"));
      return;
    }
    setError(null);
    setStep("verify");
  };
  const send = useSendMyPhoneCode("pay_password", setError);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isSmsCode(code)) {
      setError(t("code.invalid"));
      return;
    }
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
    setFirst("");
    setSecond("");
    Toast.show({ content: t("pay.doneSet") });
    onDone();
  };

  if (step === "new")
    return (
      <PasscodeStep key="new" title={t("pay.stepNew")} label={t("pay.passcode")} value={first} onChange={setFirst} onFill={filledFirst} error={error !== null}>
        <FormAlert message={error} />
        <p className="wl-passcode-step__hint">{t("pay.hint")}</p>
      </PasscodeStep>
    );
  if (step === "confirm")
    return (
      <PasscodeStep key="confirm" title={t("pay.stepConfirm")} label={t("pay.passcodeConfirm")} value={second} onChange={setSecond} onFill={filledSecond}>
        <p className="wl-passcode-step__hint">{t("pay.hint")}</p>
      </PasscodeStep>
    );
  return (
    <form className="wl-profile-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="wl-passcode-step__title wl-profile-submit">
        {t("pay.stepVerify")}
      </h2>
      <p className="wl-profile-field__hint">{t("pay.verifyText", { phone: user.phone_masked })}</p>
      <CodeField id={`${id}-code`} value={code} onChange={setCode} onSend={send} sentTo={user.phone_masked} />
      <FormAlert message={error} />
      <Button className="wl-button-primary wl-profile-submit" block type="submit" color="primary" size="large" loading={isLoading || encrypting}>
        {t("pay.submit")}
      </Button>
      <Button className="wl-profile-submit" block fill="outline" size="large" onClick={() => restart(null)}>
        {t("pay.restart")}
      </Button>
    </form>
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
  const goBack = useGoBack("/UserInfo");
  const { user } = useProfileUser();
  return (
    <main className="wl-account-page">
      <PageHeader title={user?.has_payment_password ? t("title.resetPaymentPassword") : t("title.setPaymentPassword")} onBack={goBack} />
      <ProfileGate lines={3}>{(known) => <PaymentPasswordFlow user={known} onDone={goBack} />}</ProfileGate>
    </main>
  );
}
