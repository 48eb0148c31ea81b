/** SMS verification code: exactly 6 ASCII digits (spec section 5). */
export function isSmsCode(value: string): boolean {
  return /^\d{6}$/.test(value);
}

/** RFC 5321 limit on the length of a forward path, applied to a whole address. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * Simple e-mail pattern (spec section 5): something@something.tld with no whitespace and one "@",
 * at most {@link EMAIL_MAX_LENGTH} characters. Deliberately loose: the only real check of an
 * address is a message that arrives.
 */
export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(value);
}
