const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = "10X98765432";

/**
 * A valid mainland resident ID number (GB 11643-1999): Suzhou Gusu region code 320508, birth date
 * `birth` (YYYYMMDD), sequence `seq` (3 digits), and the ISO 7064 MOD 11-2 check character,
 * computed here independently of the product's validation package.
 */
export function idCardNumber(birth: string, seq: number): string {
  const body = `320508${birth}${String(seq).padStart(3, "0")}`;
  const sum = [...body].reduce((acc, digit, i) => acc + Number(digit) * (WEIGHTS[i] ?? 0), 0);
  return body + CHECK[sum % 11];
}
