import { z } from "zod";

/**
 * Wire shapes of search (issue 9, spec section 2 /Search and /SearchResult).
 * Endpoints:
 * - GET /api/search/suggest  ZSuggestRequest -> ZSuggestResult (what to offer while typing)
 * - GET /api/search/hot      ZNoFields -> ZHotWords (most searched words of the last days, or the catalogue's)
 * - POST /api/search/record  ZSearchRecordRequest -> null (a result search was run)
 * The result list itself is /api/scenic/list with `keyword` (names, pinyin, initials, tags) or `tag`.
 * A keyword matches Chinese by substring, pinyin without tones or spaces by prefix ("zhuozheng"),
 * and initials by prefix ("zzy"): all three find 拙政园.
 */

/** Longest keyword accepted by suggest and record (a spot name is at most ~15 characters). */
export const SEARCH_KEYWORD_MAX = 30;

/** The typed text: trimmed; empty answers no suggestions; longer than {@link SEARCH_KEYWORD_MAX} is refused "搜索词太长". */
export const ZSuggestRequest = z.object({
  q: z.string({ error: "请输入搜索词" }).trim().max(SEARCH_KEYWORD_MAX, { error: "搜索词太长" }).default(""),
});
export type SuggestRequest = z.input<typeof ZSuggestRequest>;

/** A suggestion: a spot (opens its detail by `id`) or a category tag of the data (opens the results of that tag). */
export const ZSuggestion = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("spot"), id: z.number().int(), name: z.string(), name_en: z.string() }),
  /** A tag: its key (for ?tag=) and its Chinese and English labels. */
  z.object({ kind: z.literal("tag"), key: z.string(), name: z.string(), name_en: z.string() }),
]);
export type Suggestion = z.infer<typeof ZSuggestion>;

/** At most 8 suggestions, best first: exact names and spellings, then prefixes, then substrings; tags after spots. */
export const ZSuggestResult = z.object({ list: z.array(ZSuggestion) });
export type SuggestResult = z.infer<typeof ZSuggestResult>;

/**
 * A hot word: "searched" when people searched it in the last days (search log), else taken from the
 * catalogue ("tag" a category of the data, "spot" a hot spot's name). No counts are shown.
 */
export const ZHotWord = z.object({
  word: z.string(),
  kind: z.enum(["searched", "tag", "spot"]),
  /** For a tag: its key (opens /SearchResult?tag=) and English label. */
  key: z.string().optional(),
  word_en: z.string().optional(),
});
export type HotWord = z.infer<typeof ZHotWord>;

/** Up to 10 hot words, most searched first. */
export const ZHotWords = z.object({ list: z.array(ZHotWord) });
export type HotWords = z.infer<typeof ZHotWords>;

/** A result search that was run: its keyword (1..{@link SEARCH_KEYWORD_MAX} characters after trimming). */
export const ZSearchRecordRequest = z.object({
  keyword: z
    .string({ error: "请输入搜索词" })
    .trim()
    .min(1, { error: "请输入搜索词" })
    .max(SEARCH_KEYWORD_MAX, { error: "搜索词太长" }),
});
export type SearchRecordRequest = z.input<typeof ZSearchRecordRequest>;
