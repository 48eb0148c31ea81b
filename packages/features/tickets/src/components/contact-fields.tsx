import { Input } from "antd-mobile";
import { useTicketsT } from "../i18n";
import "./contact-fields.css";

export type ContactFieldsProps = {
  name: string;
  phone: string;
  onNameChange: (value: string) => void;
  onPhoneChange: (value: string) => void;
  /** Translated problems of each field, shown under it (and linked with aria-describedby). */
  nameError?: string;
  phoneError?: string;
};

/** The order's contact person: name and mainland mobile (spec section 5), each with a visible label. */
export function ContactFields({ name, phone, onNameChange, onPhoneChange, nameError, phoneError }: ContactFieldsProps) {
  const { t } = useTicketsT();
  return (
    <div className="wl-contact-fields">
      <div className="wl-contact-fields__row">
        <label htmlFor="wl-contact-name">{t("order.contactName")}</label>
        <Input
          id="wl-contact-name"
          value={name}
          onChange={onNameChange}
          placeholder={t("order.contactNamePlaceholder")}
          maxLength={30}
          autoComplete="name"
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? "wl-contact-name-error" : undefined}
        />
      </div>
      {nameError ? (
        <p id="wl-contact-name-error" className="wl-field-error">
          {nameError}
        </p>
      ) : null}
      <div className="wl-contact-fields__row">
        <label htmlFor="wl-contact-phone">{t("order.contactPhone")}</label>
        <Input
          id="wl-contact-phone"
          type="tel"
          inputMode="numeric"
          value={phone}
          onChange={(value) => onPhoneChange(value.replace(/\D/g, "").slice(0, 11))}
          placeholder={t("order.contactPhonePlaceholder")}
          maxLength={11}
          autoComplete="tel-national"
          aria-invalid={phoneError ? true : undefined}
          aria-describedby={phoneError ? "wl-contact-phone-error" : undefined}
        />
      </div>
      {phoneError ? (
        <p id="wl-contact-phone-error" className="wl-field-error">
          {phoneError}
        </p>
      ) : null}
    </div>
  );
}
