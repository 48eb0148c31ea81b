import { pinyin } from "pinyin-pro";

/** How a Chinese name is typed on a Latin keyboard: toneless pinyin and its initials, lower case, no spaces. */
export type Spelling = { pinyin: string; initials: string };

/**
 * The spelling of a name for pinyin search (issue 9: "zhuozheng" and "zzy" find 拙政园), from
 * pinyin-pro's dictionary with its phrase rules for polyphones: 拙政园 -> { pinyin: "zhuozhengyuan",
 * initials: "zzy" }. Non-Chinese characters (brackets, "·", digits, Latin) are left out. Stored with
 * the name when a spot is written (db/seed.ts) so searches compare columns, not call this.
 * `reading` (space-separated toneless syllables, the record's `nameReading`) replaces the
 * dictionary where it reads a polyphone wrongly: 重元寺 "chong yuan si", 曾园 "zeng yuan".
 */
export function spellingOf(name: string, reading?: string): Spelling {
  const syllables = (reading ? reading.split(" ") : pinyin(name, { toneType: "none", type: "array", nonZh: "removed", v: true }))
    .map((s) => s.toLowerCase().replace(/[^a-z]/g, ""))
    .filter(Boolean);
  return { pinyin: syllables.join(""), initials: syllables.map((s) => s[0]).join("") };
}

/**
 * A typed keyword as it compares with stored spellings, or null when it is no Latin spelling:
 * lower case, with spaces and apostrophes dropped ("Zhuo Zheng" -> "zhuozheng", "xi'an" -> "xian");
 * "拙政" and "a1" -> null. `ü` is typed as `v` (pinyin-pro's `v: true` above).
 */
export function latinSpelling(keyword: string): string | null {
  const compact = keyword.toLowerCase().replace(/[\s'’]/g, "").replace(/ü/g, "v");
  return /^[a-z]+$/.test(compact) ? compact : null;
}
