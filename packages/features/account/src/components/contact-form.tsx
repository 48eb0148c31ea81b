import { ZIdType, type IdType } from "@wenlv/contract/id-types";
import { ZTravellerInput, type TravellerInput } from "@wenlv/validation";
import { Button } from "antd-mobile";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { useAccountT, useValidationText } from "../i18n";
import { ConsentCheckbox } from "./consent-checkbox";

type Field = "name" | "id_type" | "id_number" | "phone";
type FieldErrors = Partial<Record<Field, string>>;

/** Layout of the traveller screens: the standard one, or the care (适老化) one of /MyContactsCare. */
export type ContactLayout = "default" | "care";

/** What a valid form submits: the checked traveller and the separate consent (PIPL art. 29). */
export type ContactFormValues = TravellerInput & { agree_id_consent: "1" };

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

type ControlProps = { id: string; invalid: boolean; describedBy: string | undefined };

/** Attributes every text input of the form shares: id for its label, invalid state and descriptions. */
function inputProps(p: ControlProps) {
  return { id: p.id, className: "wl-contact-form__input", "aria-invalid": p.invalid, "aria-describedby": p.describedBy };
}

/** First message per field of a failed `ZTravellerInput` parse. */
function fieldErrors(issues: readonly { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0] as Field | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * The traveller form: name, document type (5 types, native select), document number and an
 * optional phone. Checked on submit with `ZTravellerInput` (spec section 5 and its GB 11643 check
 * digit / birth date extension; each type's own format, mainland or Macao phone); Chinese messages
 * from @wenlv/validation show under their fields. Editing needs the full number again because the
 * API only ever answers masked numbers. Saving also needs the separate consent checkbox ticked
 * (本人同意为实名购票提供身份证件信息, PIPL art. 29; issue 3): the form sends agree_id_consent "1".
 */
export function ContactForm({ initial, submitting, serverError, onSubmit, layout = "default" }: ContactFormProps) {
  const t = useAccountT();
  const message = useValidationText();
  const ids = useId();
  const [name, setName] = useState(initial?.name ?? "");
  const [idType, setIdType] = useState<IdType>(initial?.id_type ?? "ID_CARD");
  const [idNumber, setIdNumber] = useState("");
  const [phone, setPhone] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [consent, setConsent] = useState(false);
  const [consentMissing, setConsentMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const parsed = ZTravellerInput.safeParse({ name, id_type: idType, id_number: idNumber, phone });
    setErrors(parsed.success ? {} : fieldErrors(parsed.error.issues));
    setConsentMissing(!consent);
    if (!parsed.success || !consent) return;
    onSubmit({ ...parsed.data, agree_id_consent: "1" });
  };

  const field = (key: Field, label: string, control: (props: ControlProps) => ReactNode, hint?: string) => {
    const id = `${ids}-${key}`;
    const error = errors[key];
    const describedBy = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined;
    return (
      <div className="wl-contact-form__field">
        <label htmlFor={id}>{label}</label>
        {control({ id, invalid: Boolean(error), describedBy })}
        {hint ? (
          <p id={`${id}-hint`} className="wl-contact-form__hint">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-error`} className="wl-contact-form__error" role="alert">
            {message(error)}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form className={layout === "care" ? "wl-contact-form wl-contact-form--care" : "wl-contact-form"} onSubmit={submit} noValidate>
      {field("name", t("form.name"), (p) => (
        <input {...inputProps(p)} placeholder={t("form.namePlaceholder")} value={name} onChange={(e) => setName(e.target.value)} maxLength={60} autoComplete="name" />
      ))}
      {field("id_type", t("form.idType"), (p) => (
        <select
          id={p.id}
          className="wl-contact-form__select"
          aria-invalid={p.invalid}
          aria-describedby={p.describedBy}
          value={idType}
          onChange={(event) => setIdType(ZIdType.parse(event.target.value))}
        >
          {ZIdType.options.map((type) => (
            <option key={type} value={type}>
              {t(`idTypes.${type}`)}
            </option>
          ))}
        </select>
      ))}
      {field(
        "id_number",
        t("form.idNumber"),
        (p) => (
          <input {...inputProps(p)} placeholder={t("form.idNumberPlaceholder")} value={idNumber} onChange={(e) => setIdNumber(e.target.value)} maxLength={32} autoComplete="off" autoCapitalize="characters" spellCheck={false} />
        ),
        initial ? t("form.idNumberEditHint", { masked: initial.id_number_masked }) : undefined,
      )}
      {field(
        "phone",
        t("form.phone"),
        (p) => (
          <input {...inputProps(p)} type="tel" inputMode="numeric" placeholder={t("form.phonePlaceholder")} value={phone} onChange={(e) => setPhone(e.target.value)} maxLength={11} autoComplete="tel-national" />
        ),
        initial?.phone_masked ? t("form.phoneEditHint", { masked: initial.phone_masked }) : undefined,
      )}
      <ConsentCheckbox
        checked={consent}
        missing={consentMissing}
        onChange={(on) => {
          setConsent(on);
          if (on) setConsentMissing(false);
        }}
      />
      {serverError ? (
        <p className="wl-contact-form__error" role="alert">
          {message(serverError)}
        </p>
      ) : null}
      <Button className="wl-contact-form__submit wl-button-primary" block type="submit" color="primary" size="large" loading={submitting}>
        {t("form.save")}
      </Button>
    </form>
  );
}
