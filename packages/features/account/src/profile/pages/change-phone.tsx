import { useGoBack } from "@wenlv/app-kit";
import { PageHeader } from "@wenlv/ui";
import { isMainlandMobile, isSmsCode } from "@wenlv/validation";
import { Button, Input, Toast } from "antd-mobile";
import { useId, useState, type FormEvent } from "react";
import { useChangePhoneMutation, useSendNewPhoneCodeMutation, useVerifyOldPhoneMutation } from "../api";
import { CodeField } from "../components/code-field";
import { Field, FormAlert, digitsOnly } from "../components/field";
import { ProfileGate, type ProfileUser } from "../components/profile-user";
import { apiErrorText } from "../api-error";
import { useSendMyPhoneCode } from "../use-send-my-phone-code";
import { useProfileT } from "../i18n";
import "../../components/account.css";
import "../components/profile.css";

/** Proof of step 1: the API's change ticket and when it stops working (ms since epoch). */
type Ticket = { value: string; expiresAt: number };

function OldPhoneStep({ user, onVerified }: { user: ProfileUser; onVerified: (ticket: Ticket) => void }) {
  const t = useProfileT();
  const id = useId();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [verify, { isLoading }] = useVerifyOldPhoneMutation();

  const send = useSendMyPhoneCode("change_old", setError);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isSmsCode(code)) {
      setError(t("code.invalid"));
      return;
    }
    setError(null);
    const result = await verify({ code });
    if (result.error) {
      setError(apiErrorText(result.error, t("common.failed")));
      return;
    }
    onVerified({ value: result.data.change_ticket, expiresAt: Date.now() + result.data.expires_in_s * 1000 });
  };

  return (
    <form className="wl-profile-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="wl-passcode-step__title wl-profile-submit">
        {t("phone.oldTitle")}
      </h2>
      <p className="wl-profile-field__hint">{t("phone.oldText", { phone: user.phone_masked })}</p>
      <CodeField id={`${id}-code`} value={code} onChange={setCode} onSend={send} sentTo={user.phone_masked} />
      <FormAlert message={error} />
      <Button className="wl-button-primary wl-profile-submit" block type="submit" color="primary" size="large" loading={isLoading}>
        {t("common.next")}
      </Button>
    </form>
  );
}

function NewPhoneStep({ ticket, onExpired, onDone }: { ticket: Ticket; onExpired: () => void; onDone: () => void }) {
  const t = useProfileT();
  const id = useId();
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sendCode] = useSendNewPhoneCodeMutation();
  const [change, { isLoading }] = useChangePhoneMutation();

  const send = async () => {
    if (!isMainlandMobile(phone)) {
      setError(t("phone.invalid"));
      return null;
    }
    setError(null);
    const result = await sendCode({ phone });
    if (result.error) {
      setError(apiErrorText(result.error, t("common.failed")));
      return null;
    }
    return result.data.resend_after_s;
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (Date.now() >= ticket.expiresAt) {
      onExpired();
      return;
    }
    const problem = !isMainlandMobile(phone) ? t("phone.invalid") : !isSmsCode(code) ? t("code.invalid") : null;
    setError(problem);
    if (problem) return;
    const result = await change({ change_ticket: ticket.value, phone, code });
    if (result.error) {
      setError(apiErrorText(result.error, t("common.failed")));
      return;
    }
    Toast.show({ content: t("phone.done") });
    onDone();
  };

  return (
    <form className="wl-profile-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="wl-passcode-step__title wl-profile-submit">
        {t("phone.newTitle")}
      </h2>
      <p className="wl-profile-field__hint">{t("phone.newText")}</p>
      <Field id={`${id}-phone`} label={t("phone.newPhone")}>
        <Input
          id={`${id}-phone`}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t("phone.newPlaceholder")}
          value={phone}
          onChange={(value) => setPhone(digitsOnly(value, 11))}
          clearable
        />
      </Field>
      <CodeField id={`${id}-code`} value={code} onChange={setCode} onSend={send} sentTo={phone} />
      <FormAlert message={error} />
      <Button className="wl-button-primary wl-profile-submit" block type="submit" color="primary" size="large" loading={isLoading}>
        {t("phone.submit")}
      </Button>
    </form>
  );
}

/**
 * /ChangePhone (login-required; issue 3: "SMS code to the old and the new number"). Step 1 sends a
 * code to the current number (sendMyPhoneCode, purpose change_old) and verifies it (verifyOldPhone
 * -> a 10-minute change ticket); step 2 sends a code to the new mainland mobile (sms/send, purpose
 * change_new) and changes the number (changePhone). Each send button counts down before a resend.
 * An expired ticket returns to step 1 with a message. Success refreshes the user and returns.
 */
export function ChangePhonePage() {
  const t = useProfileT();
  const goBack = useGoBack("/UserInfo");
  const [ticket, setTicket] = useState<Ticket | null>(null);
  const [expired, setExpired] = useState(false);

  return (
    <main className="wl-account-page">
      <PageHeader title={t("title.changePhone")} onBack={goBack} />
      <p className="wl-profile-steps">{t("phone.steps", { step: ticket ? 2 : 1 })}</p>
      {expired && !ticket ? (
        <p className="wl-profile-alert wl-profile-intro" role="alert">
          {t("phone.expired")}
        </p>
      ) : null}
      <ProfileGate lines={3}>
        {(user) =>
          ticket ? (
            <NewPhoneStep
              ticket={ticket}
              onExpired={() => {
                setExpired(true);
                setTicket(null);
              }}
              onDone={goBack}
            />
          ) : (
            <OldPhoneStep
              user={user}
              onVerified={(next) => {
                setExpired(false);
                setTicket(next);
              }}
            />
          )
        }
      </ProfileGate>
    </main>
  );
}
