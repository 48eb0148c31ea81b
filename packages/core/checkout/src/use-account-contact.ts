import { useEffect } from "react";
import { useCheckoutOrderContactQuery } from "./api";
import type { ContactValues } from "./contact-fields";

/** What this hook uses of an antd-mobile Form instance. */
type ContactForm = { getFieldsValue: (all: true) => unknown; setFieldsValue: (values: Partial<ContactValues>) => void };

/**
 * Fills the EMPTY contact fields of the order form `form` from the account once
 * `/api/uservice/user/orderContact` answers (issue 9: the contact phone is prefilled from the
 * account; the verified real name too). What the user typed, a saved draft or the last order's
 * contact is never overwritten; a failed call leaves the fields as they are.
 */
export function useAccountContact(form: ContactForm): void {
  const { data } = useCheckoutOrderContactQuery(undefined, { refetchOnMountOrArgChange: true });
  useEffect(() => {
    if (!data) return;
    const current = form.getFieldsValue(true) as Partial<ContactValues>;
    const patch: Partial<ContactValues> = {};
    if (!current.contactName?.trim() && data.name) patch.contactName = data.name;
    if (!current.contactPhone?.trim() && data.phone) patch.contactPhone = data.phone;
    if (patch.contactName !== undefined || patch.contactPhone !== undefined) form.setFieldsValue(patch);
  }, [data, form]);
}
