import type { PickupPerson } from "@wenlv/contract/pickup";
import { Button } from "antd-mobile";
import { useId } from "react";
import { usePersonalDataT } from "../i18n";
import { checkPickup, type PickupDraft } from "../rules";
import { useCheckedForm } from "../use-checked-form";
import { controlAttributes, FormField } from "./form-field";
import { ToggleSwitch } from "./toggle-switch";

export type PickupFormProps = {
  /** The pick-up person being edited; absent for a new one. */
  initial?: PickupPerson;
  submitting: boolean;
  serverError: string | null;
  /** Called with the checked values (Chinese name normalised, phone trimmed). */
  onSubmit: (values: PickupDraft) => void;
};

/**
 * The pick-up person form: 姓名 (a Chinese name of 2-4 characters, spec section 5), 手机号
 * (mainland or Macau mobile) and 设为默认取票人, checked by rules.ts checkPickup on submit.
 */
export function PickupForm({ initial, submitting, serverError, onSubmit }: PickupFormProps) {
  const { t } = usePersonalDataT();
  const ids = useId();
  const { draft, set, error, submit } = useCheckedForm<PickupDraft>(
    { name: initial?.name ?? "", phone: initial?.phone ?? "", is_default: initial?.is_default ?? false },
    checkPickup,
    onSubmit,
    submitting,
  );

  return (
    <form className="wl-pd-form" onSubmit={submit} noValidate>
      <FormField id={`${ids}-name`} label={t("pickup.name")} error={error("name")}>
        {(p) => <input {...controlAttributes(p)} value={draft.name} placeholder={t("pickup.namePlaceholder")} maxLength={20} autoComplete="name" onChange={(e) => set("name", e.target.value)} />}
      </FormField>
      <FormField id={`${ids}-phone`} label={t("pickup.phone")} error={error("phone")}>
        {(p) => (
          <input
            {...controlAttributes(p)}
            type="tel"
            inputMode="numeric"
            value={draft.phone}
            placeholder={t("pickup.phonePlaceholder")}
            maxLength={11}
            autoComplete="tel-national"
            onChange={(e) => set("phone", e.target.value)}
          />
        )}
      </FormField>
      <ToggleSwitch label={t("pickup.isDefault")} checked={draft.is_default} onChange={(on) => set("is_default", on)} />
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
