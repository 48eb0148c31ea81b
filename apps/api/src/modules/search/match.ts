import { ilike, or, sql, type SQL } from "drizzle-orm";
import { scenicSpots } from "../../db/schema/index";
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
