import { useGoBack } from "@wenlv/app-kit";
import { PageHeader } from "@wenlv/ui";
import { isChineseName, normaliseIdNumber, normaliseNameDots, validateDocument } from "@wenlv/validation";
import { Button, Checkbox, Input } from "antd-mobile";
import { CheckCircleFill } from "antd-mobile-icons";
import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { useRealNameMutation } from "../api";
import { Field, FormAlert } from "../components/field";
import { ProfileGate, type ProfileUser } from "../components/profile-user";
import { useValidationText } from "../../i18n";
import { apiErrorText } from "../api-error";
import { useProfileT } from "../i18n";
import "../../components/account.css";
import "../components/profile.css";

function Verified({ user }: { user: ProfileUser }) {
  const t = useProfileT();
  return (
    <section className="wl-profile-result" aria-labelledby="wl-real-name-done">
      <CheckCircleFill className="wl-profile-result__icon" aria-hidden="true" />
      <h2 id="wl-real-name-done" className="wl-profile-result__title">
        {t("realName.doneTitle")}
      </h2>
      <dl>
        <dt>{t("realName.maskedName")}</dt>
        <dd>{user.real_name_masked}</dd>
        <dt>{t("realName.maskedId")}</dt>
        <dd>{user.id_number_masked}</dd>
      </dl>
      <p className="wl-profile-field__hint wl-profile-submit">{t("realName.doneText")}</p>
    </section>
  );
}

function RealNameForm() {
  const t = useProfileT();
  const validationText = useValidationText();
  const id = useId();
  const [name, setName] = useState("");
  const [idNumber, setIdNumber] = useState("");
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [verify, { isLoading }] = useRealNameMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const cleanName = normaliseNameDots(name.trim());
    const cleanId = normaliseIdNumber(idNumber);
    const idProblem = cleanId === "" ? t("realName.idEmpty") : validateDocument("ID_CARD", cleanId);
    const problem = !isChineseName(cleanName)
      ? t("realName.nameInvalid")
      : idProblem
        ? validationText(idProblem)
        : agreed
          ? null
          : t("realName.consentMissing");
    setError(problem);
    if (problem || isLoading) return;
    // A refusal (mismatch: 身份证号与姓名不一致, spec section 8) keeps the form as typed.
    const result = await verify({ name: cleanName, id_number: cleanId, agree_id_consent: "1" });
    if (result.error) setError(apiErrorText(result.error, t("common.failed")));
  };

  return (
    <form className="wl-profile-form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="wl-profile-field__hint wl-profile-submit">{t("realName.intro")}</p>
      <Field id={`${id}-name`} label={t("realName.name")}>
        <Input id={`${id}-name`} autoComplete="name" placeholder={t("realName.namePlaceholder")} value={name} onChange={setName} maxLength={20} clearable />
      </Field>
      <Field id={`${id}-id`} label={t("realName.idNumber")}>
        <Input id={`${id}-id`} autoComplete="off" placeholder={t("realName.idPlaceholder")} value={idNumber} onChange={setIdNumber} maxLength={22} clearable />
      </Field>
      <div className="wl-profile-consent">
        <Checkbox checked={agreed} onChange={setAgreed}>
          {t("realName.consent")}
        </Checkbox>
        <Link to="/PrivacyPolicy">{t("realName.policy")}</Link>
      </div>
      <FormAlert message={error} />
      <Button className="wl-button-primary wl-profile-submit" block type="submit" color="primary" size="large" loading={isLoading}>
        {t("realName.submit")}
      </Button>
    </form>
  );
}

/**
 * /RealName (login-required): verifies name + mainland ID card with the identity provider. The
 * name (2-4 Chinese characters) and the number (format, region, birth date, check digit) are
 * checked with @wenlv/validation before sending (spec section 5), and a separate consent to
 * process the ID number must be ticked (agree_id_consent, PIPL art. 28-29). A mismatch answers
 * code 0 "ID number wrong", shown as 身份证号与姓名不一致 (spec section 8) with the form kept as
 * typed. Once verified the page shows only the masked name and number.
 */
export function RealNamePage() {
  const t = useProfileT();
  const goBack = useGoBack("/UserInfo");
  return (
    <main className="wl-account-page">
      <PageHeader title={t("title.realName")} onBack={goBack} />
      <ProfileGate lines={3}>{(user) => (user.real_name_verified ? <Verified user={user} /> : <RealNameForm />)}</ProfileGate>
    </main>
  );
}
