/** Languages with translations: Chinese (complete) and English (the ticket journey, issue 2). */
export const SUPPORTED_LANGUAGES = ["zh-CN", "en"] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** The language every string exists in; missing English strings fall back to it. */
export const DEFAULT_LANGUAGE: Language = "zh-CN";

/** localStorage key holding the language the user picked. */
export const LANG_STORAGE_KEY = "lang";

/**
 * Maps a BCP 47 tag onto a supported language: any Chinese tag (zh, zh-Hans, zh-TW, zh-HK) ->
 * "zh-CN" (the only Chinese we ship), any English tag -> "en", anything else -> null.
 */
export function normaliseLanguage(tag: string | null | undefined): Language | null {
  const lower = (tag ?? "").trim().toLowerCase();
  if (lower === "zh" || lower.startsWith("zh-") || lower.startsWith("zh_")) return "zh-CN";
  if (lower === "en" || lower.startsWith("en-") || lower.startsWith("en_")) return "en";
  return null;
}

/** What the stored choice is read from (localStorage in the browser). */
export type KeyValueStore = { getItem: (key: string) => string | null };

export type LanguageSources = {
  /** The page's `lang` query parameter (`?lang=en`, a shared link's choice; issue 9). */
  query?: string | null | undefined;
  storage?: KeyValueStore | undefined;
  languages?: readonly string[] | undefined;
};

/**
 * The start-up language: the page's `?lang=` when supported (the server's first screen reads it
 * too, decision 018), else the stored choice (localStorage "lang"), else the first supported entry
 * of the browser's languages (navigator.languages), else zh-CN.
 */
export function detectLanguage(sources: LanguageSources): Language {
  const asked = normaliseLanguage(sources.query);
  if (asked) return asked;
  const stored = normaliseLanguage(safeGet(sources.storage, LANG_STORAGE_KEY));
  if (stored) return stored;
  for (const tag of sources.languages ?? []) {
    const lng = normaliseLanguage(tag);
    if (lng) return lng;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The language tags of an Accept-Language header ("en-US,en;q=0.9,zh;q=0.8", RFC 9110 section
 * 12.5.4) in order of preference, q=0 left out: the `languages` source when the server picks the
 * language a browser would (decision 018).
 */
export function acceptLanguageTags(header: string | undefined): string[] {
  return (header ?? "")
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((entry) => entry.tag);
}

/** Storage access throws in some webviews (private mode, disabled cookies); treat that as empty. */
function safeGet(storage: KeyValueStore | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}
