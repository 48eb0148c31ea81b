import { asc, desc, eq, gte, or, sql } from "drizzle-orm";
import { ResultCode } from "@wenlv/contract/envelope";
import type { HotWord, HotWords, SearchRecordRequest, Suggestion, SuggestResult } from "@wenlv/contract/search";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { preparedOn } from "../../db/prepared";
import { scenicSpots, scenicTags, searchLogs } from "../../db/schema/index";
import { AppError } from "../../plugins/envelope";
import { hitRateLimit } from "../../plugins/rate-limit";
import { keywordValues, spotNameMatch, spotNameRank, spotTagMatch } from "./match";
import { latinSpelling, spellingOf, type Spelling } from "../../lib/spelling";

/** At most this many suggestions, of which at most {@link SUGGEST_TAGS} tags (issue 9: "up to ~8"). */
export const SUGGEST_LIMIT = 8;
const SUGGEST_TAGS = 3;
/** Hot words: at most this many, from the searches of the last {@link HOT_DAYS} days searched at least {@link HOT_MIN_SEARCHES} times. */
export const HOT_LIMIT = 10;
export const HOT_DAYS = 7;
export const HOT_MIN_SEARCHES = 2;
/** The categories offered as hot words while the search log is thin, kept only when spots carry them. */
export const HOT_PRESET_TAGS = ["garden", "water_town", "museum"] as const;
/** Recorded searches per client IP per minute; more are refused with 4006. */
export const SEARCH_RECORDS_PER_MINUTE = 30;

/** Spots whose name matches the keyword, best match first, then hot, then A-level (placeholders of keywordValues + `limit`). */
function suggestSpots(db: Db) {
  return preparedOn(db, "search_suggest_spots", (d) =>
    d
      .select({ id: scenicSpots.id, name: scenicSpots.nameZh, nameEn: scenicSpots.nameEn })
      .from(scenicSpots)
      .where(spotNameMatch())
      .orderBy(asc(spotNameRank()), desc(scenicSpots.hot), desc(scenicSpots.aLevel), asc(scenicSpots.id))
      .limit(sql.placeholder("limit"))
      .prepare("search_suggest_spots"),
  );
}

/** Every tag some spot carries, with its labels, in the vocabulary's order. */
function catalogueTags(db: Db) {
  return preparedOn(db, "search_catalogue_tags", (d) =>
    d
      .select({ key: scenicTags.key, name: scenicTags.nameZh, nameEn: scenicTags.nameEn })
      .from(scenicTags)
      .where(sql`EXISTS (SELECT 1 FROM ${scenicSpots} WHERE ${scenicSpots.tags} @> jsonb_build_array(${scenicTags.key}))`)
      .orderBy(asc(scenicTags.position), asc(scenicTags.key))
      .prepare("search_catalogue_tags"),
  );
}

/** Spellings of tags, kept for the life of the process (tags are few and their spelling never changes). */
const tagSpellings = new Map<string, Spelling>();
function tagSpelling(tag: string): Spelling {
  let spelling = tagSpellings.get(tag);
  if (!spelling) {
    spelling = spellingOf(tag);
    tagSpellings.set(tag, spelling);
  }
  return spelling;
}

/**
 * 0 when the tag's Chinese or English label is the keyword, 1 when a label starts with it or the
 * Chinese label's pinyin/initials start with its spelling, else null.
 */
function tagRank(tag: string, tagEn: string, keyword: string, spelling: string | null): 0 | 1 | null {
  const lower = keyword.toLowerCase();
  if (tag === keyword || tagEn.toLowerCase() === lower) return 0;
  if (tag.startsWith(keyword) || tagEn.toLowerCase().startsWith(lower)) return 1;
  if (spelling === null) return null;
  const s = tagSpelling(tag);
  if (s.pinyin === spelling || s.initials === spelling) return 0;
  return s.pinyin.startsWith(spelling) || s.initials.startsWith(spelling) ? 1 : null;
}

/**
 * GET /api/search/suggest (issue 9): up to {@link SUGGEST_LIMIT} suggestions for the text typed so
 * far. Spots match by Chinese or English substring and by prefix of their stored pinyin and
 * initials ("zzy", "zhuozheng", "拙政" all give 拙政园 first); tags of the data match whole or by
 * prefix, in Chinese or pinyin ("园林", "yuanlin"), never by a substring such as "园" of 西园寺. A tag
 * that is the keyword comes first, other tags after the spots. An empty `q` answers no suggestions.
 */
export async function suggestSearch(ctx: Pick<AppContext, "db">, q: string): Promise<SuggestResult> {
  if (!q) return { list: [] };
  const spelling = latinSpelling(q);
  const [spots, tags] = await Promise.all([
    suggestSpots(ctx.db).execute({ ...keywordValues(q), limit: SUGGEST_LIMIT }),
    catalogueTags(ctx.db).execute(),
  ]);
  const matchedTags = tags
    .map((t) => ({ ...t, rank: tagRank(t.name, t.nameEn, q, spelling) }))
    .filter((t): t is (typeof tags)[number] & { rank: 0 | 1 } => t.rank !== null)
    .sort((a, b) => a.rank - b.rank)
    .slice(0, SUGGEST_TAGS);
  const tagItems = (rank: 0 | 1): Suggestion[] =>
    matchedTags.filter((t) => t.rank === rank).map((t) => ({ kind: "tag", key: t.key, name: t.name, name_en: t.nameEn }));
  const spotItems: Suggestion[] = spots.map((s) => ({ kind: "spot", id: s.id, name: s.name, name_en: s.nameEn }));
  const exactTags = tagItems(0);
  const otherTags = tagItems(1);
  const list = [...exactTags, ...spotItems.slice(0, SUGGEST_LIMIT - exactTags.length - Math.min(otherTags.length, 1)), ...otherTags];
  return { list: list.slice(0, SUGGEST_LIMIT) };
}

/** Keywords searched at least `min` times since `since`, most searched first (placeholders `since`, `min`, `limit`). */
function searchedWords(db: Db) {
  return preparedOn(db, "search_hot_words", (d) =>
    d
      .select({ word: searchLogs.keyword })
      .from(searchLogs)
      .where(gte(searchLogs.createdAt, sql.placeholder("since")))
      .groupBy(searchLogs.keyword)
      .having(sql`count(*) >= ${sql.placeholder("min")}`)
      .orderBy(desc(sql`count(*)`), desc(sql`max(${searchLogs.createdAt})`), asc(searchLogs.keyword))
      .limit(sql.placeholder("limit"))
      .prepare("search_hot_words"),
  );
}

/** The preset tags that spots carry, and the hot spots' names (hot first, then A-level). */
function catalogueWords(db: Db) {
  return preparedOn(db, "search_hot_catalogue", (d) => ({
    tags: d
      .select({ key: scenicTags.key, name: scenicTags.nameZh, nameEn: scenicTags.nameEn })
      .from(sql`unnest(${sql.placeholder("tags")}::text[]) WITH ORDINALITY AS preset(key, n)`)
      .innerJoin(scenicTags, sql`${scenicTags.key} = preset.key`)
      .where(sql`EXISTS (SELECT 1 FROM ${scenicSpots} WHERE ${scenicSpots.tags} @> jsonb_build_array(preset.key))`)
      .orderBy(sql`preset.n`)
      .prepare("search_hot_tags"),
    spots: d
      .select({ name: scenicSpots.nameZh })
      .from(scenicSpots)
      .where(eq(scenicSpots.hot, true))
      .orderBy(desc(scenicSpots.aLevel), asc(scenicSpots.id))
      .limit(sql.placeholder("limit"))
      .prepare("search_hot_spots"),
  }));
}

/**
 * GET /api/search/hot (issue 9): up to {@link HOT_LIMIT} hot words. First the keywords people
 * searched at least {@link HOT_MIN_SEARCHES} times in the last {@link HOT_DAYS} days (search_logs,
 * written by {@link recordSearch}), then, while the log is thin, the preset categories the data has
 * ({@link HOT_PRESET_TAGS}) and the hot spots' names. No counts are answered or made up.
 */
export async function hotWords(ctx: Pick<AppContext, "db" | "now">): Promise<HotWords> {
  const since = new Date(ctx.now().getTime() - HOT_DAYS * 86_400_000);
  const catalogue = catalogueWords(ctx.db);
  const [searched, tags, spots] = await Promise.all([
    searchedWords(ctx.db).execute({ since, min: HOT_MIN_SEARCHES, limit: HOT_LIMIT }),
    catalogue.tags.execute({ tags: `{${HOT_PRESET_TAGS.join(",")}}` }),
    catalogue.spots.execute({ limit: HOT_LIMIT }),
  ]);
  const words: HotWord[] = [];
  const seen = new Set<string>();
  const add = (word: string, kind: HotWord["kind"], tag?: { key: string; nameEn: string }) => {
    if (words.length < HOT_LIMIT && !seen.has(word)) {
      seen.add(word);
      words.push(tag ? { word, kind, key: tag.key, word_en: tag.nameEn } : { word, kind });
    }
  };
  for (const s of searched) add(s.word, "searched");
  for (const t of tags) add(t.name, "tag", t);
  for (const s of spots) add(s.name, "spot");
  return { list: words };
}

/** Whether any spot matches the keyword by name, spelling or tag (placeholders of keywordValues). */
function anySpotMatches(db: Db) {
  return preparedOn(db, "search_any_spot", (d) => {
    return d
      .select({ id: scenicSpots.id })
      .from(scenicSpots)
      .where(or(spotNameMatch(), spotTagMatch()))
      .limit(1)
      .prepare("search_any_spot");
  });
}

/**
 * POST /api/search/record (issue 9): logs a result search for the hot words. The keyword is kept
 * trimmed and lower case, and only when it finds a spot, so typos and junk never become hot words.
 * At most {@link SEARCH_RECORDS_PER_MINUTE} per client IP per minute, else 4006 "操作太频繁，请稍后再试".
 * Nothing about the caller is stored.
 */
export async function recordSearch(ctx: Pick<AppContext, "db" | "now">, ip: string, { keyword }: SearchRecordRequest): Promise<null> {
  const hit = await hitRateLimit(ctx.db, `search:ip:${ip}`, 60_000, SEARCH_RECORDS_PER_MINUTE, { now: ctx.now() });
  if (!hit.allowed) throw new AppError(ResultCode.REFUSED, "操作太频繁，请稍后再试");
  const word = keyword.trim().toLowerCase();
  const [found] = await anySpotMatches(ctx.db).execute(keywordValues(word));
  if (found) await ctx.db.insert(searchLogs).values({ keyword: word, createdAt: ctx.now() });
  return null;
}
