import type { PhoneRegion } from "@wenlv/contract/addresses";
import { isChineseName, isMacauPhone, isMainlandMobile, isRegionPhone, isSmsCode, normaliseNameDots } from "@wenlv/validation";
import type { PersonalDataStrings } from "./strings/zh";

/** Key of a message in the namespace's `errors` group (shown through `t("errors.<key>")`). */
export type ErrorKey = keyof PersonalDataStrings["errors"];

/** What the address form holds; codes and texts as typed. */
export type AddressDraft = {
  name: string;
  phone: string;
  phone_region: PhoneRegion;
  district_code: string;
  detail: string;
  is_default: boolean;
};

/**
 * The messages of a check's error keys per field, each through `t("errors.<key>")`: the shape
 * `formRule` of @wenlv/ui reads, so the form shows every field's message under it.
 */
export function errorTexts(errors: Readonly<Partial<Record<string, ErrorKey>>>, t: (key: `errors.${ErrorKey}`) => string): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [field, key] of Object.entries(errors)) if (key) texts[field] = t(`errors.${key}`);
  return texts;
}

/** Length in characters (code points), so a rare character outside the BMP counts once. */
const length = (value: string) => Array.from(value).length;

/**
 * Checks an address as the contract's ZAddressSave does, before sending: recipient 2-20
 * characters, phone by region (spec section 5: 11-digit mainland mobile, 8-digit Macau number
 * starting with 6, @wenlv/validation), a district picked, detail 5-100 characters. Answers the
 * first problem per field and the trimmed values.
 */
export function checkAddress(draft: AddressDraft): { errors: Partial<Record<keyof AddressDraft, ErrorKey>>; values: AddressDraft } {
  const values = { ...draft, name: draft.name.trim(), phone: draft.phone.trim(), detail: draft.detail.trim() };
  const errors: Partial<Record<keyof AddressDraft, ErrorKey>> = {};
  if (values.name === "") errors.name = "nameRequired";
  else if (length(values.name) < 2 || length(values.name) > 20) errors.name = "nameLength";
  if (values.phone === "") errors.phone = "phoneRequired";
  else if (!isRegionPhone(values.phone, values.phone_region)) errors.phone = `${values.phone_region}Phone`;
  if (values.district_code === "") errors.district_code = "districtRequired";
  if (length(values.detail) < 5 || length(values.detail) > 100) errors.detail = "detailLength";
  return { errors, values };
}

/** What the pick-up person form holds. */
export type PickupDraft = { name: string; phone: string; is_default: boolean };

/**
 * Checks a pick-up person: a Chinese name of 2-4 characters (spec section 5; dotted minority
 * names accepted, see isChineseName) and a mainland or Macau mobile. Answers the first problem
 * per field and the normalised values (trimmed, look-alike dots replaced).
 */
export function checkPickup(draft: PickupDraft): { errors: Partial<Record<keyof PickupDraft, ErrorKey>>; values: PickupDraft } {
  const values = { ...draft, name: normaliseNameDots(draft.name.trim()), phone: draft.phone.trim() };
  const errors: Partial<Record<keyof PickupDraft, ErrorKey>> = {};
  if (!isChineseName(values.name)) errors.name = "chineseName";
  if (!isMainlandMobile(values.phone) && !isMacauPhone(values.phone)) errors.phone = "phone";
  return { errors, values };
}

/** The SMS code rule of spec section 5 (exactly 6 digits), on the trimmed value. */
export function checkSmsCode(code: string): ErrorKey | null {
  return isSmsCode(code.trim()) ? null : "smsCode";
}
