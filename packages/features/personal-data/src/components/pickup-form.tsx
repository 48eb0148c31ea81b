import type { PickupPerson } from "@wenlv/contract/pickup";
import { FormField, formRule, FormSubmit } from "@wenlv/ui";
import { Form, Input } from "antd-mobile";
import { usePersonalDataT } from "../i18n";
import { checkPickup, errorTexts, type PickupDraft } from "../rules";
import { SwitchRow } from "./switch-row";

export type PickupFormProps = {
  /** The pick-up person being edited; absent for a new one. */
  initial?: PickupPerson;
  submitting: boolean;
  serverError: string | null;
  /** Called with the checked values (Chinese name normalised, phone trimmed). */
  onSubmit: (values: PickupDraft) => void;
};

/**
 * The pick-up person form (antd-mobile Form): 姓名 (a Chinese name of 2-4 characters, spec section
 * 5), 手机号 (mainland or Macau mobile) and 设为默认取票人 (antd-mobile Switch), checked by
 * rules.ts checkPickup on submit and when a field loses focus.
 */
export function PickupForm({ initial, submitting, serverError, onSubmit }: PickupFormProps) {
  const { t } = usePersonalDataT();
  const [form] = Form.useForm<PickupDraft>();
  const rule = (field: keyof PickupDraft) => formRule((values) => errorTexts(checkPickup({ name: "", phone: "", is_default: false, ...values }).errors, t), field);

  const finish = (fields: PickupDraft) => {
    const { errors, values } = checkPickup(fields);
    if (submitting || Object.keys(errors).length > 0) return;
    onSubmit(values);
  };

  return (
    <Form
      form={form}
      className="wl-account-form"
      initialValues={{ name: initial?.name ?? "", phone: initial?.phone ?? "", is_default: initial?.is_default ?? false }}
      validateTrigger="onBlur"
      onFinish={finish}
    >
      <FormField name="name" label={t("pickup.name")} rules={[rule("name")]}>
        <Input placeholder={t("pickup.namePlaceholder")} maxLength={20} autoComplete="name" />
      </FormField>
      <FormField name="phone" label={t("pickup.phone")} rules={[rule("phone")]}>
        <Input type="tel" inputMode="numeric" placeholder={t("pickup.phonePlaceholder")} maxLength={11} autoComplete="tel-national" />
      </FormField>
      <Form.Item noStyle name="is_default" valuePropName="checked">
        <SwitchRow label={t("pickup.isDefault")} />
      </Form.Item>
      <FormSubmit error={serverError} loading={submitting}>
        {t("common.save")}
      </FormSubmit>
    </Form>
  );
}
