import { FormField, type FormRule } from "@wenlv/ui";
import { Input } from "antd-mobile";
import { useCheckoutT } from "./i18n";

/** The contact fields' names in every order form. */
export type ContactField = "contactName" | "contactPhone";

/** What the contact fields hold in the surrounding antd-mobile Form. */
export type ContactValues = Record<ContactField, string>;

export type ContactFieldsProps = {
  /** The rule of each field, e.g. a `formRule` over the whole-order check (validateTicketOrder). */
  rule: (field: ContactField) => FormRule;
};

/** Keeps the digits of a typed phone number, at most 11 (a mainland mobile). */
const digitsOnly = (value: string | undefined) => (value ?? "").replace(/\D/g, "").slice(0, 11);

/**
 * The order's contact person (every product kind) as two rows of the surrounding antd-mobile Form (FormField of
 * @wenlv/ui): name and mainland mobile (spec section 5), each with a visible label and its error
 * under it.
 */
export function ContactFields({ rule }: ContactFieldsProps) {
  const t = useCheckoutT();
  return (
    <>
      <FormField name="contactName" label={t("contactName")} rules={[rule("contactName")]}>
        <Input placeholder={t("contactNamePlaceholder")} maxLength={30} autoComplete="name" />
      </FormField>
      <FormField name="contactPhone" label={t("contactPhone")} rules={[rule("contactPhone")]} normalize={digitsOnly}>
        <Input type="tel" inputMode="numeric" placeholder={t("contactPhonePlaceholder")} maxLength={11} autoComplete="tel-national" />
      </FormField>
    </>
  );
}
