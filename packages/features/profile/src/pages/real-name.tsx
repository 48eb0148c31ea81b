import { ConsentField, FormField, useValidationText, valueRule } from "@wenlv/ui";
import { isChineseName, normaliseIdNumber, normaliseNameDots, validateDocument } from "@wenlv/validation";
import { Button, Form, Input } from "antd-mobile";
import { CheckCircleFill } from "antd-mobile-icons";
import { useState } from "react";
import { Link } from "react-router-dom";
import { useRealNameMutation } from "../api";
import { FormAlert } from "../components/field";
import { ProfileScreen, type ProfileUser } from "../components/profile-user";
import { apiErrorText } from "../api-error";
import { useProfileT } from "../i18n";
import "@wenlv/ui/account-layout.css";
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

type RealNameFields = { name: string; id_number: string; agree_id_consent: boolean };

function RealNameForm() {
  const t = useProfileT();
  const validationText = useValidationText();
  const [form] = Form.useForm<RealNameFields>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [verify, { isLoading }] = useRealNameMutation();
  const nameProblem = (name: string) => (isChineseName(normaliseNameDots(name.trim())) ? null : t("realName.nameInvalid"));
  const idProblem = (idNumber: string) => {
    const clean = normaliseIdNumber(idNumber);
    const problem = clean === "" ? t("realName.idEmpty") : validateDocument("ID_CARD", clean);
    return problem ? validationText(problem) : null;
  };

  const finish = async ({ name, id_number }: RealNameFields) => {
    if (isLoading) return;
    setServerError(null);
    // A refusal (mismatch: 身份证号与姓名不一致, spec section 8) keeps the form as typed.
    const result = await verify({ name: normaliseNameDots(name.trim()), id_number: normaliseIdNumber(id_number), agree_id_consent: "1" });
    if (result.error) setServerError(apiErrorText(result.error, t("common.failed")));
  };

  return (
    <Form form={form} className="wl-account-form wl-profile-form" initialValues={{ name: "", id_number: "" }} validateTrigger="onBlur" onFinish={(values) => void finish(values)}>
      <p className="wl-profile-field__hint wl-profile-submit">{t("realName.intro")}</p>
      <FormField name="name" label={t("realName.name")} rules={[valueRule(nameProblem)]}>
        <Input autoComplete="name" placeholder={t("realName.namePlaceholder")} maxLength={20} clearable />
      </FormField>
      <FormField name="id_number" label={t("realName.idNumber")} rules={[valueRule(idProblem)]}>
        <Input autoComplete="off" placeholder={t("realName.idPlaceholder")} maxLength={22} clearable />
      </FormField>
      <ConsentField
        name="agree_id_consent"
        requiredText={t("realName.consentMissing")}
        label={t("realName.consent")}
        detail={<Link to="/PrivacyPolicy">{t("realName.policy")}</Link>}
      />
      <FormAlert message={serverError} />
      <Button className="wl-button-primary wl-profile-submit" block type="submit" color="primary" size="large" loading={isLoading}>
        {t("realName.submit")}
      </Button>
    </Form>
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
  return <ProfileScreen title={t("title.realName")}>{(user) => (user.real_name_verified ? <Verified user={user} /> : <RealNameForm />)}</ProfileScreen>;
}
