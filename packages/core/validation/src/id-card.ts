import { isPlausibleBirthDate } from "./dates";
import { hasValidMod11_2 } from "./mod11-2";

/**
 * Province-level codes (first two digits) that GB/T 2260 assigns and that appear on 18-digit
 * numbers: the 31 mainland provinces, 71 Taiwan, 81 Hong Kong, 82 Macao, and 83 used on residence
 * permits for Hong Kong, Macao and Taiwan residents. Checking the pair is stricter than the
 * "first digit 1-8" shortcut and rejects e.g. 10, 20, 30, 66, 80.
 */
export const ID_CARD_PROVINCE_CODES: readonly string[] = [
  "11", "12", "13", "14", "15", "21", "22", "23", "31", "32", "33", "34", "35", "36", "37",
  "41", "42", "43", "44", "45", "46", "50", "51", "52", "53", "54", "61", "62", "63", "64", "65",
  "71", "81", "82", "83",
];

/** Why an ID card number is wrong, or null when it is valid. */
export type IdCardProblem = "format" | "region" | "birth-date" | "check-digit";

/**
 * Finds the first problem with a mainland resident ID number (GB 11643-1999), in this order:
 * format (17 digits + digit or X; lower-case x accepted), province code (see
 * {@link ID_CARD_PROVINCE_CODES}), birth date (positions 7-14, a real date from 1900-01-01 up to
 * today in Asia/Shanghai), then the ISO 7064 MOD 11-2 check character.
 * Spec section 5 only asks for "17 digits plus a digit or X"; issue 2 asks for the check digit and
 * the birth date as well.
 * @param now the clock used for "not in the future" (injectable for tests)
 */
export function idCardProblem(value: string, now: Date = new Date()): IdCardProblem | null {
  if (!/^\d{17}[\dXx]$/.test(value)) return "format";
  if (!ID_CARD_PROVINCE_CODES.includes(value.slice(0, 2))) return "region";
  if (!isPlausibleBirthDate(value.slice(6, 14), now)) return "birth-date";
  if (!hasValidMod11_2(value)) return "check-digit";
  return null;
}

/**
 * True when `value` is a valid 18-character mainland resident ID number: format, province code,
 * real birth date not in the future, and MOD 11-2 check character (see {@link idCardProblem}).
 * No trimming is done; callers normalise input first (the zod schema ZIdCard trims and upper-cases).
 */
export function isMainlandIdCard(value: string, now: Date = new Date()): boolean {
  return idCardProblem(value, now) === null;
}

/** Birth date of a valid ID number as "YYYY-MM-DD", or null when the number is invalid. */
export function idCardBirthDate(value: string, now: Date = new Date()): string | null {
  if (!isMainlandIdCard(value, now)) return null;
  return `${value.slice(6, 10)}-${value.slice(10, 12)}-${value.slice(12, 14)}`;
}
