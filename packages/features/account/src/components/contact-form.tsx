import type { IdType } from "@wenlv/contract/id-types";
import { ConsentField, FormField, formRule, FormSubmit, PrivacyPolicyPopup, schemaProblems, useValidationText } from "@wenlv/ui";
import { ZTravellerInput, type TravellerInput } from "@wenlv/validation";
import { Form, Input } from "antd-mobile";
import { useState } from "react";
import { useAccountT } from "../i18n";
import { IdTypePicker } from "./id-type-picker";

/** Layout of the traveller screens: the standard one, or the care (适老化) one of /MyContactsCare. */
export type ContactLayout = "default" | "care";

/** What a valid form submits: the checked traveller and the separate consent (PIPL art. 29). */
export type ContactFormValues = TravellerInput & { agree_id_consent: "1" };

/** The fields of the form as typed (checked by ZTravellerInput on submit). */
type ContactFields = { name: string; id_type: IdType; id_number: string; phone: string; agree_id_consent: boolean };

export type ContactFormProps = {
  /** Values of the traveller being edited (name and type; numbers are only known masked). */
  initial?: { name: string; id_type: IdType; id_number_masked: string; phone_masked: string };
  submitting: boolean;
  /** The API's refusal of the last save (e.g. "该证件已添加"), shown above the button. */
  serverError: string | null;
  /** Called with the checked, normalised values (`ZTravellerInput` of @wenlv/validation) and the consent. */
  onSubmit: (values: ContactFormValues) => void;
  /** "care": larger text and targets in one column (the care variants). Default "default". */
  layout?: ContactLayout;
};

/**
 * The traveller form (antd-mobile Form): name, document type (antd-mobile Picker over the 5
 * types), document number and an optional phone. Each field is checked with `ZTravellerInput`
 * (spec section 5 and its GB 11643 check digit / birth date extension; each type's own format,
 * mainland or Macao phone) on submit and when it loses focus; the Chinese messages of
 * @wenlv/validation show under their fields, translated. Editing needs the full number again
 * because the API only ever answers masked numbers. Saving also needs the separate consent ticked
 * (本人同意为实名购票提供身份证件信息, PIPL art. 29; issue 3): the form sends agree_id_consent "1".
 * Its 《隐私政策》 opens the policy in a popup, so what was typed stays.
 */
export function ContactForm({ initial, submitting, serverError, onSubmit, layout = "default" }: ContactFormProps) {
  const t = useAccountT();
  const message = useValidationText();
  const [form] = Form.useForm<ContactFields>();
  const [policyOpen, setPolicyOpen] = useState(false);
  const rule = (name: keyof TravellerInput) => formRule((values) => schemaProblems(ZTravellerInput, values, message), name);

  const finish = (values: ContactFields) => {
    const parsed = ZTravellerInput.safeParse(values);
    if (submitting || !parsed.success) return;
    onSubmit({ ...parsed.data, agree_id_consent: "1" });
  };

  return (
    <Form
      form={form}
      className={layout === "care" ? "wl-account-form wl-contact-form wl-contact-form--care" : "wl-account-form wl-contact-form"}
      initialValues={{ name: initial?.name ?? "", id_type: initial?.id_type ?? "ID_CARD", id_number: "", phone: "" }}
      validateTrigger="onBlur"
      onFinish={finish}
    >
      <FormField name="name" label={t("form.name")} rules={[rule("name")]} dependencies={["id_type"]}>
        <Input placeholder={t("form.namePlaceholder")} maxLength={60} autoComplete="name" />
      </FormField>
      <FormField name="id_type" label={t("form.idType")} validateTrigger="onChange">
        <IdTypePicker />
      </FormField>
      <FormField
        name="id_number"
        label={t("form.idNumber")}
        hint={initial ? t("form.idNumberEditHint", { masked: initial.id_number_masked }) : undefined}
        rules={[rule("id_number")]}
        dependencies={["id_type"]}
      >
        <Input placeholder={t("form.idNumberPlaceholder")} maxLength={32} autoComplete="off" autoCapitalize="characters" autoCorrect="off" />
      </FormField>
      <FormField
        name="phone"
        label={t("form.phone")}
        hint={initial?.phone_masked ? t("form.phoneEditHint", { masked: initial.phone_masked }) : undefined}
        rules={[rule("phone")]}
      >
        <Input type="tel" inputMode="numeric" placeholder={t("form.phonePlaceholder")} maxLength={11} autoComplete="tel-national" />
      </FormField>
      <ConsentField
        name="agree_id_consent"
        requiredText={t("consent.required")}
        size={layout === "care" ? "large" : "default"}
        label={t("consent.label")}
        detail={
          <>
            {t("consent.detail")}{" "}
            <button type="button" className="wl-consent__link" onClick={() => setPolicyOpen(true)}>
              {t("consent.policy")}
            </button>
          </>
        }
      />
      <PrivacyPolicyPopup visible={policyOpen} onClose={() => setPolicyOpen(false)} />
      <FormSubmit error={serverError ? message(serverError) : null} loading={submitting}>
        {t("form.save")}
      </FormSubmit>
    </Form>
  );
}
