import { valueRule, type FormRule } from "@wenlv/ui";
import { isMainlandMobile } from "@wenlv/validation";
import type { ContactField } from "./contact-fields";
import { useCheckoutT } from "./i18n";

/** A problem of the contact fields: the field and an i18n key (namespaced, "checkout:errors.*"). */
export type ContactProblem = { field: ContactField; key: string };

/** The i18n key of what is wrong with one contact field's value, or null when it passes (spec section 5). */
export function contactFieldProblem(field: ContactField, value: string): string | null {
  if (field === "contactName") return value.trim() ? null : "checkout:errors.contactName";
  return isMainlandMobile(value.trim()) ? null : "checkout:errors.contactPhone";
}

/**
 * The contact checks every order form makes before signing (spec section 5): a name, and a
 * mainland mobile number (11 digits, 1[3-9]). The API checks them again.
 */
export function contactProblems(name: string, phone: string): ContactProblem[] {
  const problems: ContactProblem[] = [];
  for (const [field, value] of [["contactName", name], ["contactPhone", phone]] as const) {
    const key = contactFieldProblem(field, value);
    if (key) problems.push({ field, key });
  }
  return problems;
}

/** The Form rule of each contact field (its own check, translated), for `ContactFields`' `rule`. */
export function useContactRule(): (field: ContactField) => FormRule {
  const t = useCheckoutT();
  return (field) =>
    valueRule<string | undefined>((value) => {
      const key = contactFieldProblem(field, value ?? "");
      return key ? t(key) : null;
    });
}
