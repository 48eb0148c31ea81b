/**
 * Mainland China mobile number: 11 digits, first digit 1, second digit 3-9 (spec section 5,
 * "prefix patterns 13 to 19"). No country code, spaces or dashes.
 */
export function isMainlandMobile(value: string): boolean {
  return /^1[3-9]\d{9}$/.test(value);
}

/**
 * Macao mobile number: 8 digits (spec section 5) starting with 6, the prefix Macao's numbering
 * plan gives to mobile services (landlines start with 28 and cannot receive SMS). No +853.
 */
export function isMacauPhone(value: string): boolean {
  return /^6\d{7}$/.test(value);
}

/**
 * Hong Kong mobile number: 8 digits starting with 4-9 (OFCA's numbering plan gives 5, 6, 7, 9 and
 * parts of 4 and 8 to mobile services; 2 and 3 are fixed lines). No +852.
 */
export function isHongKongPhone(value: string): boolean {
  return /^[4-9]\d{7}$/.test(value);
}

/** Taiwan mobile number: 10 digits starting with 09 (the national form; +886 9xxxxxxxx abroad). */
export function isTaiwanPhone(value: string): boolean {
  return /^09\d{8}$/.test(value);
}

/** The phone regions an address or contact may have (+86, +852, +853, +886; issue 9). */
export type PhoneRegionCode = "mainland" | "hongkong" | "macau" | "taiwan";

/** True when `value` is a mobile number of `region` (the checks above). */
export function isRegionPhone(value: string, region: PhoneRegionCode): boolean {
  if (region === "hongkong") return isHongKongPhone(value);
  if (region === "macau") return isMacauPhone(value);
  if (region === "taiwan") return isTaiwanPhone(value);
  return isMainlandMobile(value);
}

/**
 * Masks a phone number for display. An 11-digit number keeps the first 3 and last 4 digits
 * ("13812341234" -> "138****1234"); 7-10 characters keep the first 2 and last 2 ("66123456" ->
 * "66****56"); shorter values keep only the last character. Empty input gives "".
 */
export function maskPhone(value: string): string {
  const chars = Array.from(value);
  const n = chars.length;
  if (n === 0) return "";
  const [head, tail] = n >= 11 ? [3, 4] : n >= 7 ? [2, 2] : [0, 1];
  return chars.slice(0, head).join("") + "*".repeat(n - head - tail) + chars.slice(n - tail).join("");
}
