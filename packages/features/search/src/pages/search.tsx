import { useSafeNavigate } from "@wenlv/app-kit";
import type { Suggestion } from "@wenlv/contract/search";
import { PageHeader } from "@wenlv/ui";
import { SearchBar, type SearchBarRef } from "antd-mobile";
import { DeleteOutline } from "antd-mobile-icons";
import { useEffect, useRef, useState } from "react";
import { useSearchHotQuery, useSearchSuggestQuery } from "../api";
import { Suggestions } from "../components/suggestions";
import { useDebounced } from "../components/use-debounced";
import { WordChips } from "../components/word-chips";
import { addToHistory, clearHistory, readHistory, resultHref, tagResultHref } from "../history";
import { useSearchT } from "../i18n";
import "./search.css";

/** How long typing must pause before suggestions are asked for, in ms (issue 9: "~200 ms"). */
export const SUGGEST_DELAY_MS = 200;
/** Longest text the bar takes (the API refuses longer keywords: contract SEARCH_KEYWORD_MAX). */
const MAX_LENGTH = 30;

/**
 * /Search (spec section 2, issue 9): the search bar (focused on arrival); before typing, the
 * visitor's history (this browser's localStorage, with 清空) and the hot words; while typing,
 * suggestions asked for once typing pauses {@link SUGGEST_DELAY_MS} ms (Chinese, pinyin or
 * initials: "zzy" offers 拙政园). A spot suggestion opens /ScenicDetail?id=; a category opens
 * /SearchResult?tag=; a word, history chip, hot word or submit opens /SearchResult?keyword=.
 */
export function SearchPage() {
  const { t, i18n } = useSearchT();
  const english = i18n.language.startsWith("en");
  const navigate = useSafeNavigate();
  const bar = useRef<SearchBarRef>(null);
  const [draft, setDraft] = useState("");
  const [history, setHistory] = useState<string[]>(() => readHistory());
  const typed = useDebounced(draft.trim(), SUGGEST_DELAY_MS);
  const suggest = useSearchSuggestQuery(typed, { skip: !typed });
  const hot = useSearchHotQuery();

  useEffect(() => bar.current?.focus(), []);

  const search = (word: string) => {
    const keyword = word.trim();
    if (!keyword) return;
    setHistory(addToHistory(keyword));
    navigate(resultHref(keyword));
  };
  const openSpot = (spot: Extract<Suggestion, { kind: "spot" }>) => {
    setHistory(addToHistory(spot.name));
    navigate(`/ScenicDetail?id=${spot.id}`);
  };
  const openTag = (tag: Extract<Suggestion, { kind: "tag" }>) => {
    setHistory(addToHistory(tag.name));
    navigate(tagResultHref(tag.key));
  };

  const showSuggestions = draft.trim() !== "";
  const hotWords = hot.data?.list ?? [];

  return (
    <div className="wl-search">
      <PageHeader title={t("titles.search")} />
      <div className="wl-search__bar" role="search" aria-label={t("bar.label")}>
        <SearchBar
          ref={bar}
          autoFocus
          // antd-mobile's clear icon is a div with an aria-label and no role (axe: aria-prohibited-attr).
          clearable={false}
          value={draft}
          onChange={setDraft}
          onSearch={search}
          maxLength={MAX_LENGTH}
          placeholder={t("bar.placeholder")}
        />
      </div>
      {showSuggestions ? (
        <Suggestions keyword={draft.trim()} items={typed === draft.trim() ? (suggest.currentData?.list ?? []) : []} onSearch={search} onSpot={openSpot} onTag={openTag} />
      ) : (
        <div className="wl-search__panels">
          {history.length > 0 ? (
            <section className="wl-search__panel" aria-labelledby="wl-search-history">
              <div className="wl-search__panel-head">
                <h2 id="wl-search-history">{t("history.title")}</h2>
                <button
                  type="button"
                  className="wl-search__clear"
                  aria-label={t("history.clearLabel")}
                  onClick={() => {
                    clearHistory();
                    setHistory([]);
                  }}
                >
                  <DeleteOutline aria-hidden="true" />
                  <span>{t("history.clear")}</span>
                </button>
              </div>
              <WordChips label={t("history.title")} words={history.map((word) => ({ word }))} onPick={search} />
            </section>
          ) : null}
          {hotWords.length > 0 ? (
            <section className="wl-search__panel" aria-labelledby="wl-search-hot">
              <div className="wl-search__panel-head">
                <h2 id="wl-search-hot">{t("hot.title")}</h2>
              </div>
              <WordChips
                label={t("hot.title")}
                words={hotWords.map((h) => ({ word: h.word, text: h.kind === "tag" && english && h.word_en ? h.word_en : h.word }))}
                onPick={(word) => {
                  const hit = hotWords.find((h) => h.word === word);
                  if (hit?.kind === "tag" && hit.key) openTag({ kind: "tag", key: hit.key, name: hit.word, name_en: hit.word_en ?? "" });
                  else search(word);
                }}
              />
            </section>
          ) : null}
        </div>
      )}
    </div>
  );
}
