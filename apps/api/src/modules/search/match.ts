import { ilike, or, sql, type Column, type SQL } from "drizzle-orm";
import { scenicSpots, scenicTags } from "../../db/schema/index";
import { latinSpelling } from "../../lib/spelling";

/** Escapes LIKE wildcards so a keyword matches literally. */
export function escapeLike(keyword: string): string {
  return keyword.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The placeholder values of a keyword for {@link spotNameMatch} and {@link spotNameRank}:
 * `exact` the trimmed keyword, `pattern` "%keyword%" (wildcards escaped), `spelling` its Latin
 * spelling ("Zhuo Zheng" -> "zhuozheng") or null when it has none (Chinese, digits), and
 * `spellingPrefix` that spelling + "%".
 */
export function keywordValues(keyword: string) {
  const spelling = latinSpelling(keyword);
  return { exact: keyword, pattern: `%${escapeLike(keyword)}%`, spelling, spellingPrefix: spelling === null ? null : `${spelling}%` };
}

/**
 * The keyword condition of a catalogue list (hotels, travel lines): one of `texts` contains the
 * keyword (ILIKE "%keyword%", wildcards escaped), one of `more(pattern)` holds (conditions that
 * need the pattern, e.g. over a jsonb list), or the stored pinyin or initials of the Chinese name
 * (`spelling`: those columns) start with the keyword's Latin spelling ({@link keywordValues}).
 */
export function keywordCondition(keyword: string, texts: readonly Column[], spelling: readonly Column[], more: (pattern: string) => SQL[] = () => []): SQL {
  const { pattern, spellingPrefix } = keywordValues(keyword);
  const parts = [...texts.map((column) => ilike(column, pattern)), ...more(pattern)];
  if (spellingPrefix) parts.push(...spelling.map((column) => sql`${column} LIKE ${spellingPrefix}`));
  return or(...parts) as SQL;
}

const spellingPrefix = sql.placeholder("spellingPrefix");
const spelling = sql.placeholder("spelling");

/**
 * A spot's name matches the keyword (issue 9): the Chinese or English name contains it, or the
 * stored pinyin (name_pinyin, "zhuozhengyuan") or initials (name_initials, "zzy") start with its
 * Latin spelling. Prefix LIKE uses the text_pattern_ops indexes (docs/decisions/021). Placeholders:
 * `pattern`, `spellingPrefix` (null matches nothing).
 */
export function spotNameMatch(): SQL {
  return or(
    ilike(scenicSpots.nameZh, sql.placeholder("pattern")),
    ilike(scenicSpots.nameEn, sql.placeholder("pattern")),
    sql`${scenicSpots.namePinyin} LIKE ${spellingPrefix}::text`,
    sql`${scenicSpots.nameInitials} LIKE ${spellingPrefix}::text`,
  ) as SQL;
}

/**
 * How well a spot's name matches (lower is better): 0 the whole name, pinyin or initials; 1 a prefix
 * of the Chinese name, the pinyin or the initials; 2 anything else (a substring, the English name,
 * a tag). Placeholders: `exact`, `spelling`, `spellingPrefix`.
 */
export function spotNameRank(): SQL<number> {
  return sql<number>`CASE
    WHEN ${scenicSpots.nameZh} = ${sql.placeholder("exact")}::text OR ${scenicSpots.namePinyin} = ${spelling}::text OR ${scenicSpots.nameInitials} = ${spelling}::text THEN 0
    WHEN starts_with(${scenicSpots.nameZh}, ${sql.placeholder("exact")}::text) OR ${scenicSpots.namePinyin} LIKE ${spellingPrefix}::text OR ${scenicSpots.nameInitials} LIKE ${spellingPrefix}::text THEN 1
    ELSE 2 END`;
}

/**
 * A spot carries a tag whose Chinese or English label contains the keyword ("园林" finds the
 * gardens, issue 9; tags are keys, labels live in scenic_tags). Placeholder: `pattern`.
 */
export function spotTagMatch(): SQL {
  return sql`EXISTS (SELECT 1 FROM ${scenicTags} WHERE ${scenicSpots.tags} @> jsonb_build_array(${scenicTags.key})
    AND (${scenicTags.nameZh} ILIKE ${sql.placeholder("pattern")} OR ${scenicTags.nameEn} ILIKE ${sql.placeholder("pattern")}))`;
}

/**
 * A spot carries the tag given by key ("garden") or by its Chinese label ("园林", the form of older
 * links), matched whole. Placeholder: `tag`.
 */
export function spotTagIs(): SQL {
  const tag = sql.placeholder("tag");
  return sql`(${scenicSpots.tags} @> jsonb_build_array(${tag}::text)
    OR EXISTS (SELECT 1 FROM ${scenicTags} WHERE ${scenicTags.nameZh} = ${tag}::text AND ${scenicSpots.tags} @> jsonb_build_array(${scenicTags.key})))`;
}

/** The labels of a spot's tags in its order, as a JSON array of [key, zh, en] (tags missing from scenic_tags are left out). */
export const spotTagLabels = sql<[string, string, string][]>`(SELECT coalesce(json_agg(json_build_array(st.key, st.name_zh, st.name_en) ORDER BY k.n), '[]'::json)
  FROM jsonb_array_elements_text("scenic_spots"."tags") WITH ORDINALITY AS k(key, n) JOIN "scenic_tags" st ON st.key = k.key)`;
