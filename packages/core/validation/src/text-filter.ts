/**
 * Characters removed by the text filter: every Unicode punctuation (P*) and symbol (S*) character,
 * which covers ASCII specials (~!@#$%^&*...), full-width and Chinese punctuation (！￥……（）——【】、，。
 * 《》“”) and emoji, plus the zero-width joiner and emoji variation selector left behind by emoji
 * sequences.
 */
const SPECIAL = /[\p{P}\p{S}]|\u200d|\ufe0f/gu;

export type StripOptions = {
  /** Characters to keep even though they are punctuation, e.g. "-#" for a house number. */
  keep?: string;
};

/**
 * The text filter of spec section 5: strips special punctuation (see above) from free text such as
 * nicknames, search words and comments. Letters of every script, digits and whitespace are kept.
 * @example stripSpecialPunctuation("你好！<b>旅行</b>😀") === "你好b旅行b"
 */
export function stripSpecialPunctuation(value: string, options: StripOptions = {}): string {
  const keep = new Set(Array.from(options.keep ?? ""));
  return value.replace(SPECIAL, (ch) => (keep.has(ch) ? ch : ""));
}
