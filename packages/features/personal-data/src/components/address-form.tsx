import type { Address, AddressSave, PhoneRegion } from "@wenlv/contract/addresses";
import type { ResolvedDistrict } from "@wenlv/divisions";
import { FormField, formRule, FormSubmit } from "@wenlv/ui";
import { Form, Input, Radio, TextArea } from "antd-mobile";
import { usePersonalDataT } from "../i18n";
import { checkAddress, errorTexts, type AddressDraft } from "../rules";
import { RegionPicker } from "./region-picker";
import { SwitchRow } from "./switch-row";

export type AddressFormProps = {
  /** The address being edited; absent for a new one. */
  initial?: Address;
  submitting: boolean;
  /** The API's refusal of the last save, shown above the button. */
  serverError: string | null;
  /** Called with the checked, trimmed values (contract ZAddressSave without `id`). */
  onSubmit: (values: Omit<AddressSave, "id">) => void;
};

/** The fields of the form: the draft of rules.ts with the whole district picked instead of its code. */
type AddressFields = Omit<AddressDraft, "district_code"> & { district: ResolvedDistrict | null };

const REGIONS: readonly PhoneRegion[] = ["mainland", "hongkong", "macau", "taiwan"];

function draftOf(values: Partial<AddressFields>): AddressDraft {
  return {
    name: values.name ?? "",
    phone: values.phone ?? "",
    phone_region: values.phone_region ?? "mainland",
    district_code: values.district?.districtCode ?? "",
    detail: values.detail ?? "",
    is_default: values.is_default ?? false,
  };
}

function initialFields(address: Address | undefined): AddressFields {
  return {
    name: address?.name ?? "",
    phone: address?.phone ?? "",
    phone_region: address?.phone_region ?? "mainland",
    district: address
      ? {
          provinceCode: address.province_code,
          province: address.province,
          cityCode: address.city_code,
          city: address.city,
          districtCode: address.district_code,
          district: address.district,
        }
      : null,
    detail: address?.detail ?? "",
    is_default: address?.is_default ?? false,
  };
}

/**
 * The address form (antd-mobile Form): 收货人, 手机号 with its region (中国大陆 / 中国澳门 as
 * antd-mobile radios, each with its own rule), 所在地区 through the division picker, 详细地址 and
 * 设为默认地址 (antd-mobile Switch). Every field is checked by rules.ts checkAddress on submit and
 * when it loses focus; messages show under their fields. Only `district_code` is sent for the
 * region: the API derives the names from it.
 */
export function AddressForm({ initial, submitting, serverError, onSubmit }: AddressFormProps) {
  const { t } = usePersonalDataT();
  const [form] = Form.useForm<AddressFields>();
  const region = Form.useWatch("phone_region", form) ?? initial?.phone_region ?? "mainland";
  const rule = (field: keyof AddressDraft) => formRule((values) => errorTexts(checkAddress(draftOf(values)).errors, t), field);

  const finish = (fields: AddressFields) => {
    const { errors, values } = checkAddress(draftOf(fields));
    if (submitting || Object.keys(errors).length > 0) return;
    onSubmit(values);
  };

  return (
    <Form form={form} className="wl-account-form" initialValues={initialFields(initial)} validateTrigger="onBlur" onFinish={finish}>
      <FormField name="name" label={t("addressForm.name")} rules={[rule("name")]}>
        <Input placeholder={t("addressForm.namePlaceholder")} maxLength={20} autoComplete="name" />
      </FormField>
      <fieldset className="wl-pd-segments">
        <legend>{t("addressForm.phoneRegion")}</legend>
        <Form.Item noStyle name="phone_region">
          <Radio.Group>
            {REGIONS.map((option) => (
              <Radio key={option} value={option} className="wl-pd-segments__option">
                {t(`addressForm.${option}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
      </fieldset>
      <FormField name="phone" label={t("addressForm.phone")} rules={[rule("phone")]} dependencies={["phone_region"]}>
        <Input type="tel" inputMode="numeric" placeholder={t("addressForm.phonePlaceholder")} maxLength={region === "hongkong" || region === "macau" ? 8 : region === "taiwan" ? 10 : 11} autoComplete="tel-national" />
      </FormField>
      <FormField name="district" label={t("addressForm.region")} rules={[rule("district_code")]} validateTrigger="onChange">
        <RegionPicker />
      </FormField>
      <FormField name="detail" label={t("addressForm.detail")} rules={[rule("detail")]}>
        <TextArea rows={2} placeholder={t("addressForm.detailPlaceholder")} maxLength={100} autoComplete="street-address" />
      </FormField>
      <Form.Item noStyle name="is_default" valuePropName="checked">
        <SwitchRow label={t("addressForm.isDefault")} />
      </Form.Item>
      <FormSubmit error={serverError} loading={submitting}>
        {t("common.save")}
      </FormSubmit>
    </Form>
  );
}
