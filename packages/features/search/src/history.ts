/** localStorage key of the search history (this browser only; never sent to the API). */
export const HISTORY_KEY = "wenlv.search.history";
/** Most words kept in the history. */
export const HISTORY_MAX = 10;

/** The storage the history lives in, or null where there is none (server rendering, blocked storage). */
function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The history, most recent first (at most {@link HISTORY_MAX} words); [] when missing or unreadable. */
export function readHistory(): string[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(HISTORY_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((w): w is string => typeof w === "string" && w.trim() !== "").slice(0, HISTORY_MAX) : [];
  } catch {
    return [];
  }
}

/**
 * Puts `word` (trimmed) first in the history, dropping an earlier copy and anything beyond
 * {@link HISTORY_MAX}; answers the new history. Empty words are ignored; a full or blocked storage
 * keeps the old one (the search still runs).
 */
export function addToHistory(word: string): string[] {
  const trimmed = word.trim();
  if (!trimmed) return readHistory();
  const next = [trimmed, ...readHistory().filter((w) => w !== trimmed)].slice(0, HISTORY_MAX);
  try {
    storage()?.setItem(HISTORY_KEY, JSON.stringify(next));
  } catch {
    // Quota or privacy mode: the history is a convenience, not worth an error.
  }
  return next;
}

/** Empties the history. */
export function clearHistory(): void {
  try {
    storage()?.removeItem(HISTORY_KEY);
  } catch {
    // See addToHistory.
  }
}

/** /SearchResult for a typed keyword: /SearchResult?keyword=<trimmed>. */
export function resultHref(keyword: string): string {
  return `/SearchResult?${new URLSearchParams({ keyword: keyword.trim() }).toString()}`;
}

/** /SearchResult for a category tag of the data: /SearchResult?tag=<tag> (the tag matched whole). */
export function tagResultHref(tag: string): string {
  return `/SearchResult?${new URLSearchParams({ tag }).toString()}`;
}
