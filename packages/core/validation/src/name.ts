import type { IdType } from "@wenlv/contract/id-types";

const HAN = "\\p{Script=Han}";
const PLAIN_CHINESE_NAME = new RegExp(`^${HAN}{2,4}$`, "u");
/** Han segments joined by a middle dot, e.g. 阿依古丽·买买提 (U+00B7; U+2022 and U+30FB are normalised to it). */
const DOTTED_CHINESE_NAME = new RegExp(`^${HAN}+(?:·${HAN}+)+$`, "u");
/** Longest dotted name accepted, dots included; resident ID cards print at most about 15 characters per line. */
export const DOTTED_NAME_MAX_LENGTH = 20;
/** Latin-script name as printed in a passport: letters, spaces, hyphens, apostrophes and dots. */
const LATIN_NAME = /^[\p{Script=Latin}][\p{Script=Latin}\p{M} .'-]*[\p{Script=Latin}.]$/u;
export const LATIN_NAME_MAX_LENGTH = 60;

/** Replaces the look-alike dots people type (• U+2022, ・ U+30FB, ‧ U+2027, ･ U+FF65) with the middle dot U+00B7. */
export function normaliseNameDots(value: string): string {
  return value.replace(/[\u2022\u30fb\u2027\uff65]/g, "·");
}

/**
 * Chinese personal name.
 *
 * Decision on the middle dot: spec section 5 says "2 to 4 Chinese characters", which is kept for
 * plain names. Names of ethnic minorities are transliterated with a middle dot (阿依古丽·买买提,
 * 爱新觉罗·溥仪) and are printed that way on resident ID cards; refusing them would block real-name
 * ticketing for those citizens, so a name made of Han-character segments joined by "·" is also
 * accepted, up to {@link DOTTED_NAME_MAX_LENGTH} characters. Look-alike dots are accepted and should be
 * normalised with {@link normaliseNameDots} before storing. No trimming is done.
 * "Chinese character" means Unicode Script=Han, so rare characters (e.g. 䶮, 𠇔) are accepted.
 */
export function isChineseName(value: string): boolean {
  if (PLAIN_CHINESE_NAME.test(value)) return true;
  const dotted = normaliseNameDots(value);
  return dotted.length <= DOTTED_NAME_MAX_LENGTH && DOTTED_CHINESE_NAME.test(dotted);
}

/** Latin-script name (passport holders): 2-60 characters, starts with a letter (e.g. "John O'Neil-Smith"). */
export function isLatinName(value: string): boolean {
  return value.length >= 2 && value.length <= LATIN_NAME_MAX_LENGTH && LATIN_NAME.test(value);
}

/**
 * Name rule for a real-name traveller, by document type: the mainland ID card requires a Chinese
 * name ({@link isChineseName}); every other document also accepts the Latin name printed in it.
 */
export function isTravellerName(idType: IdType, value: string): boolean {
  if (isChineseName(value)) return true;
  return idType !== "ID_CARD" && isLatinName(value);
}
