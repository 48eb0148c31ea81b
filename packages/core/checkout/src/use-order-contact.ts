import { Form } from "antd-mobile";
import { useState } from "react";
import type { ContactValues } from "./contact-fields";
import { loadLastContact } from "./order-storage";
import { useAccountContact } from "./use-account-contact";

/**
 * The contact part of every order form (antd-mobile Form): the Form instance, its first values
 * (`initialContact`: the page's own draft when the visitor comes back from the traveller pages,
 * else the contact of the last order on this device, else empty, which `useAccountContact` then
 * fills with the account's verified name and phone), and the name and phone as typed now (the first
 * values until the Form has mounted). `draft`: the page's saved contact, or null. `V`: the form's
 * values when it holds more than the contact (a stay's guest names).
 */
export function useOrderContact<V extends ContactValues = ContactValues>(draft: Partial<ContactValues> | null | undefined) {
  const [initialContact] = useState<ContactValues>(() => {
    const last = loadLastContact();
    return { contactName: draft?.contactName ?? last?.name ?? "", contactPhone: draft?.contactPhone ?? last?.phone ?? "" };
  });
  const [form] = Form.useForm<V>();
  // The contact fields are among V's (V extends ContactValues); TypeScript cannot see that through FormInstance's setters.
  useAccountContact(form as unknown as Parameters<typeof useAccountContact>[0]);
  const contactName: string = Form.useWatch("contactName", form) ?? initialContact.contactName;
  const contactPhone: string = Form.useWatch("contactPhone", form) ?? initialContact.contactPhone;
  return { form, initialContact, contactName, contactPhone };
}
