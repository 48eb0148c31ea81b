import { isMainlandMobile } from "@wenlv/validation";
import type { ContactField } from "./contact-fields";

/** A problem of the contact fields: the field and an i18n key (namespaced, "checkout:errors.*"). */
export type ContactProblem = { field: ContactField; key: string };

/**
 * The contact checks every order form makes before signing (spec section 5): a name, and a
 * mainland mobile number (11 digits, 1[3-9]). The API checks them again.
 */
export function contactProblems(name: string, phone: string): ContactProblem[] {
  const problems: ContactProblem[] = [];
  if (!name.trim()) problems.push({ field: "contactName", key: "checkout:errors.contactName" });
  if (!isMainlandMobile(phone.trim())) problems.push({ field: "contactPhone", key: "checkout:errors.contactPhone" });
  return problems;
}
