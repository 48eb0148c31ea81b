import type { Address, PhoneRegion } from "@wenlv/contract/addresses";
import { formatDistrict } from "@wenlv/divisions";
import { Button } from "antd-mobile";
import { useId, useState } from "react";
import type { AddressSaveArgs } from "../api";
import { usePersonalDataT } from "../i18n";
import { checkAddress, type AddressDraft } from "../rules";
import { useCheckedForm } from "../use-checked-form";
import { controlAttributes, FormField } from "./form-field";
import { RegionPicker } from "./region-picker";
import { ToggleSwitch } from "./toggle-switch";

export type AddressFormProps = {
  /** The address being edited; absent for a new one. */
  initial?: Address;
  submitting: boolean;
  /** The API's refusal of the last save, shown above the button. */
  serverError: string | null;
  /** Called with the checked, trimmed values (contract ZAddressSave without `id`). */
  onSubmit: (values: Omit<AddressSaveArgs, "id">) => void;
};

const REGIONS: readonly PhoneRegion[] = ["mainland", "macau"];

/**
 * The address form: 收货人, 手机号 with its region (中国大陆 / 中国澳门, each with its own rule),
 * 所在地区 through the division picker, 详细地址 and 设为默认地址. Checked on submit by
 * rules.ts checkAddress; messages show under their fields. Only `district_code` is sent for the
 * region: the API derives the names from it.
 */
export function AddressForm({ initial, submitting, serverError, onSubmit }: AddressFormProps) {
  const { t } = usePersonalDataT();
  const ids = useId();
  const { draft, set, error, submit } = useCheckedForm<AddressDraft>(
    {
    name: initial?.name ?? "",
    phone: initial?.phone ?? "",
    phone_region: initial?.phone_region ?? "mainland",
    district_code: initial?.district_code ?? "",
    detail: initial?.detail ?? "",
    is_default: initial?.is_default ?? false,
    },
    checkAddress,
    onSubmit,
    submitting,
  );
  const [codes, setCodes] = useState<string[]>(initial ? [initial.province_code, initial.city_code, initial.district_code] : []);
  const [regionText, setRegionText] = useState(initial ? [initial.province, initial.city, initial.district].join(" ") : "");

  return (
    <form className="wl-pd-form" onSubmit={submit} noValidate>
      <FormField id={`${ids}-name`} label={t("addressForm.name")} error={error("name")}>
        {(p) => <input {...controlAttributes(p)} value={draft.name} placeholder={t("addressForm.namePlaceholder")} maxLength={20} autoComplete="name" onChange={(e) => set("name", e.target.value)} />}
      </FormField>
      <fieldset className="wl-pd-segments">
        <legend>{t("addressForm.phoneRegion")}</legend>
        {REGIONS.map((region) => (
          <label key={region} className="wl-pd-segments__option">
            <input type="radio" name={`${ids}-region`} value={region} checked={draft.phone_region === region} onChange={() => set("phone_region", region)} />
            <span>{t(`addressForm.${region}`)}</span>
          </label>
        ))}
      </fieldset>
      <FormField id={`${ids}-phone`} label={t("addressForm.phone")} error={error("phone")}>
        {(p) => (
          <input
            {...controlAttributes(p)}
            type="tel"
            inputMode="numeric"
            value={draft.phone}
            placeholder={t("addressForm.phonePlaceholder")}
            maxLength={draft.phone_region === "macau" ? 8 : 11}
            autoComplete="tel-national"
            onChange={(e) => set("phone", e.target.value)}
          />
        )}
      </FormField>
      <FormField id={`${ids}-region`} label={t("addressForm.region")} error={error("district_code")}>
        {(p) => (
          <RegionPicker
            {...p}
            value={codes}
            text={regionText}
            onChange={(district) => {
              set("district_code", district.districtCode);
              setCodes([district.provinceCode, district.cityCode, district.districtCode]);
              setRegionText(formatDistrict(district));
            }}
          />
        )}
      </FormField>
      <FormField id={`${ids}-detail`} label={t("addressForm.detail")} error={error("detail")}>
        {(p) => <textarea {...controlAttributes(p)} rows={2} value={draft.detail} placeholder={t("addressForm.detailPlaceholder")} maxLength={100} autoComplete="street-address" onChange={(e) => set("detail", e.target.value)} />}
      </FormField>
      <ToggleSwitch label={t("addressForm.isDefault")} checked={draft.is_default} onChange={(on) => set("is_default", on)} />
      {serverError ? (
        <p className="wl-pd-field__error" role="alert">
          {serverError}
        </p>
      ) : null}
      <Button className="wl-pd-submit wl-button-primary" block type="submit" color="primary" size="large" loading={submitting}>
        {t("common.save")}
      </Button>
    </form>
  );
}
