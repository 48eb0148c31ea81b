/**
 * ISO 7064 MOD 11-2 check character, the algorithm GB 11643-1999 prescribes for the 18th character
 * of the mainland resident ID number (and that the 2023 Foreign Permanent Resident ID Card reuses).
 * Weight of position i (0-based, left to right over 17 digits) is 2^(17 - i) mod 11.
 */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
/** Check character indexed by (sum of weighted digits) mod 11. */
const CHECK_CHARS = ["1", "0", "X", "9", "8", "7", "6", "5", "4", "3", "2"] as const;

/**
 * Computes the MOD 11-2 check character for exactly 17 ASCII digits.
 * @param body17 the first 17 characters of the number, digits only
 * @returns "0"-"9" or "X"
 * @throws RangeError when `body17` is not 17 digits (a programming error, not user input)
 */
export function mod11_2CheckChar(body17: string): string {
  if (!/^\d{17}$/.test(body17)) throw new RangeError("mod11_2CheckChar expects exactly 17 digits");
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(body17[i]) * WEIGHTS[i]!;
  return CHECK_CHARS[sum % 11]!;
}

/** True when the 18-character `value` (17 digits + digit/X, X case-insensitive) has a valid check character. */
export function hasValidMod11_2(value: string): boolean {
  if (!/^\d{17}[\dXx]$/.test(value)) return false;
  return mod11_2CheckChar(value.slice(0, 17)) === value[17]!.toUpperCase();
}
