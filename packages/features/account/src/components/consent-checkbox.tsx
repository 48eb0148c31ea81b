import { Popup } from "antd-mobile";
import { CloseOutline } from "antd-mobile-icons";
import { useId, useState } from "react";
import { PrivacyPolicyText } from "./policy-article";
import { usePersonalDataT } from "../personal-data/i18n";
import "./consent-checkbox.css";

export type ConsentCheckboxProps = {
  checked: boolean;
  /** True after a save was tried without the tick: shows 请先阅读并勾选同意. */
  missing: boolean;
  onChange: (checked: boolean) => void;
};

/**
 * The separate consent of the traveller form (PIPL art. 29: ID numbers are sensitive personal
 * information; issue 3): an unticked checkbox "本人同意为实名购票提供身份证件信息", what the number
 * is used for, and 《隐私政策》, which opens the policy in a popup so what was typed stays.
 */
export function ConsentCheckbox({ checked, missing, onChange }: ConsentCheckboxProps) {
  const { t } = usePersonalDataT();
  const id = useId();
  const [policyOpen, setPolicyOpen] = useState(false);
  const describedBy = [`${id}-detail`, missing ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className="wl-consent">
      <div className="wl-consent__row">
        <input
          id={id}
          className="wl-consent__box"
          type="checkbox"
          checked={checked}
          aria-invalid={missing}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>{t("travellerConsent.label")}</label>
      </div>
      <p id={`${id}-detail`} className="wl-consent__detail">
        {t("travellerConsent.detail")}{" "}
        <button type="button" className="wl-consent__link" onClick={() => setPolicyOpen(true)}>
          {t("travellerConsent.policy")}
        </button>
      </p>
      {missing ? (
        <p id={`${id}-error`} className="wl-contact-form__error" role="alert">
          {t("errors.consentRequired")}
        </p>
      ) : null}
      <Popup visible={policyOpen} onMaskClick={() => setPolicyOpen(false)} destroyOnClose bodyClassName="wl-consent__popup">
        <div role="dialog" aria-modal="true" aria-label={t("travellerConsent.policyTitle")}>
          <div className="wl-consent__popup-header">
            <button type="button" className="wl-consent__close" aria-label={t("common.close")} onClick={() => setPolicyOpen(false)}>
              <CloseOutline aria-hidden="true" />
            </button>
          </div>
          <PrivacyPolicyText />
        </div>
      </Popup>
    </div>
  );
}
