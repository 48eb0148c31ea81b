import { pagedList } from "@wenlv/api-client";
import { useSafeNavigate } from "@wenlv/app-kit";
import type { ScenicListItem } from "@wenlv/contract/scenic";
import { EmptyState, InfiniteList, PageHeader, ScenicCard, scenicTagLabel } from "@wenlv/ui";
import { SearchBar } from "antd-mobile";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { useSearchRecordMutation, useSearchScenicListInfiniteQuery, type ResultFilter } from "../api";
import { addToHistory } from "../history";
import { useSearchT } from "../i18n";
import "./search-result.css";

/** The filter of the query string: `keyword` (trimmed) wins over `tag`; null when neither is given. */
export function filterFrom(params: URLSearchParams): ResultFilter | null {
  const keyword = (params.get("keyword") ?? "").trim();
  if (keyword) return { keyword };
  const tag = (params.get("tag") ?? "").trim();
  return tag ? { tag } : null;
}

/**
 * /SearchResult?keyword= or ?tag= (spec section 2, issue 9): the search bar holding the keyword
 * (or the category's name), and the matching spots as cards like the scenic list's, 10 per page
 * with infinite scroll; an empty result says what to try (name, pinyin, initials, category), a
 * failed load shows the error with retry. Each search run is recorded for the hot words (quietly).
 * A new search from the bar stays in the page's state, as on /AttractionsTickets (keep-alive
 * pages are kept per URL), and goes into the history.
 */
export function SearchResultPage() {
  const { t, i18n } = useSearchT();
  const navigate = useSafeNavigate();
  const [params] = useSearchParams();
  const [filter, setFilter] = useState<ResultFilter | null>(() => filterFrom(params));
  const word = filter?.keyword ?? filter?.tag ?? "";
  const [draft, setDraft] = useState(filter?.tag ? t(`tags.${filter.tag}`, { defaultValue: filter.tag }) : word);
  const list = pagedList(useSearchScenicListInfiniteQuery(filter ?? {}, { skip: !filter }), { showMessage: true });
  const [record] = useSearchRecordMutation();

  // Tags are categories, not typed words: only keywords feed the hot words.
  const keyword = filter?.keyword;
  useEffect(() => {
    if (keyword) void record(keyword);
  }, [keyword, record]);
  // A tag opened by key ("garden") shows its label once the spots that carry it are listed.
  const tagKey = filter?.tag;
  const tagLabel = tagKey ? scenicTagLabel(list.items, tagKey, i18n.language.startsWith("en")) : null;
  useEffect(() => {
    if (tagKey && tagLabel) setDraft((d) => (d === tagKey || d === t(`tags.${tagKey}`, { defaultValue: tagKey }) ? tagLabel : d));
  }, [tagKey, tagLabel, t]);

  const search = (value: string) => {
    const keyword = value.trim();
    setDraft(keyword);
    if (!keyword) return;
    addToHistory(keyword);
    setFilter({ keyword });
  };

  return (
    <div className="wl-search-result">
      <PageHeader title={t("titles.result")} />
      <div className="wl-search-result__bar" role="search" aria-label={t("bar.label")}>
        <SearchBar clearable={false} value={draft} onChange={setDraft} onSearch={search} maxLength={30} placeholder={t("bar.placeholder")} />
      </div>
      {filter ? (
        <section aria-label={t("result.label")}>
          <InfiniteList<ScenicListItem>
            {...list}
            getKey={(item) => item.id}
            renderItem={(item, index) => <ScenicCard item={item} priority={index < 2} onOpen={navigate} />}
            empty={
              <EmptyState
                title={t("result.emptyTitle")}
                description={t("result.emptyKeyword", { keyword: draft || word })}
                actionText={t("result.showAll")}
                onAction={() => navigate("/AttractionsTickets")}
              />
            }
          />
        </section>
      ) : (
        <EmptyState description={t("result.noKeyword")} />
      )}
    </div>
  );
}
