import type { IdType } from "@wenlv/contract/id-types";
import { isPlausibleBirthDate } from "./dates";
import { idCardProblem, type IdCardProblem } from "./id-card";
import { hasValidMod11_2 } from "./mod11-2";

/**
 * Chinese ordinary passport: E + 8 digits, or (since the digit series ran out) E + a letter other
 * than I/O + 7 digits; older booklets G + 8 digits. Official passports (D/S/P ...) also pass
 * {@link isPassportNumber}, which accepts any passport shape.
 */
export function isChinesePassport(value: string): boolean {
  return /^(?:[EG]\d{8}|E[A-HJ-NP-Z]\d{7})$/.test(value);
}

/** Any passport number: a Chinese passport or a foreign one of 5-17 letters and digits (ICAO 9303 allows up to 9 in the MRZ field, some states print longer numbers). */
export function isPassportNumber(value: string): boolean {
  return isChinesePassport(value) || /^[A-Z0-9]{5,17}$/.test(value);
}

/**
 * Mainland Travel Permit for Hong Kong and Macao Residents (回乡证): H (Hong Kong) or M (Macao) +
 * 8 digits; older cards add a 2-digit issue count (10 digits).
 */
export function isHkMacauPermit(value: string): boolean {
  return /^[HM]\d{8}(?:\d{2})?$/.test(value);
}

/** Mainland Travel Permit for Taiwan Residents (台胞证): 8 digits, older cards 10 digits. */
export function isTaiwanPermit(value: string): boolean {
  return /^\d{8}(?:\d{2})?$/.test(value);
}

/**
 * Foreign Permanent Resident ID Card (外国人永久居留身份证).
 * - Old card (2004-2023): 15 characters, 3 letters (nationality) + 12 digits.
 * - 2023 card: 18 digits, "9" + 2-digit province of issue + 3-digit nationality code + 8-digit
 *   birth date + 3-digit sequence + ISO 7064 MOD 11-2 check character (as the resident ID card).
 *   The birth date must be real and not in the future.
 */
export function isForeignPermanentResidentCard(value: string, now: Date = new Date()): boolean {
  if (/^[A-Z]{3}\d{12}$/.test(value)) return true;
  return /^9\d{16}[\dX]$/.test(value) && isPlausibleBirthDate(value.slice(6, 14), now) && hasValidMod11_2(value);
}

const ID_CARD_MESSAGES: Record<IdCardProblem, string> = {
  format: "身份证号码应为18位，最后一位可以是数字或X",
  region: "身份证号码的地区码不正确",
  "birth-date": "身份证号码中的出生日期不正确",
  "check-digit": "身份证号码校验位不正确，请核对",
};

/**
 * Validates an identity document number for its type and answers the Chinese message to show,
 * or null when it is valid. `value` must already be trimmed and upper-cased (ZTravellerInput does
 * this; {@link normaliseIdNumber} is the same step). Rules: ID_CARD see isMainlandIdCard; PASSPORT
 * {@link isPassportNumber}; HK_MACAU_PERMIT {@link isHkMacauPermit}; TAIWAN_PERMIT
 * {@link isTaiwanPermit}; FOREIGN_PR {@link isForeignPermanentResidentCard}.
 * @param now clock for the birth-date checks (injectable for tests)
 */
export function validateDocument(idType: IdType, value: string, now: Date = new Date()): string | null {
  if (value === "") return "请输入证件号码";
  switch (idType) {
    case "ID_CARD": {
      const problem = idCardProblem(value, now);
      return problem ? ID_CARD_MESSAGES[problem] : null;
    }
    case "PASSPORT":
      return isPassportNumber(value) ? null : "护照号码应为5-17位字母或数字";
    case "HK_MACAU_PERMIT":
      return isHkMacauPermit(value) ? null : "港澳居民来往内地通行证号码应为H或M加8位数字（旧版10位）";
    case "TAIWAN_PERMIT":
      return isTaiwanPermit(value) ? null : "台湾居民来往大陆通行证号码应为8位数字（旧版10位）";
    case "FOREIGN_PR":
      return isForeignPermanentResidentCard(value, now)
        ? null
        : "外国人永久居留身份证号码应为15位（3位字母加12位数字）或以9开头的18位有效号码";
  }
}

/** Normalises a typed document number: removes all whitespace and upper-cases letters (x -> X). */
export function normaliseIdNumber(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

/**
 * Masks a document number for display and for every API answer (issue 2).
 * ID_CARD and FOREIGN_PR keep the first 3 and last 4 characters ("320***********1234"): the first 6
 * (the full region code) would narrow a person down too far together with the name. Other documents,
 * which are shorter, keep the first 2 and last 3 when 9+ characters long, else the first 1 and last 2;
 * values under 4 characters are fully masked. The length is preserved.
 */
export function maskIdNumber(idType: IdType, value: string): string {
  const chars = Array.from(value);
  const n = chars.length;
  let head: number;
  let tail: number;
  if (n < 4) [head, tail] = [0, 0];
  else if ((idType === "ID_CARD" || idType === "FOREIGN_PR") && n >= 8) [head, tail] = [3, 4];
  else if (n >= 9) [head, tail] = [2, 3];
  else [head, tail] = [1, 2];
  return chars.slice(0, head).join("") + "*".repeat(n - head - tail) + chars.slice(n - tail).join("");
}
