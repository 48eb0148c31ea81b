import { pagedList } from "@wenlv/api-client";
import type { CinemaListItem, MovieListItem } from "@wenlv/contract/movies";
import { EmptyState, FIRST_SCREEN_CARDS, InfiniteList, PageHeader } from "@wenlv/ui";
import { SearchBar, Tabs } from "antd-mobile";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { useMovieCinemasInfiniteQuery, useMovieListInfiniteQuery } from "../api";
import { CinemaCard, FilmCard } from "../components/cards";
import { useMoviesT } from "../i18n";
import { useMovieVariant } from "../variant";
import "@wenlv/ui/detail-layout.css";
import "../components/movies.css";

type Tab = "films" | "cinemas";

/** The films now showing (of the variant's district), by keyword, 10 per page with infinite scroll and pull to refresh. */
function FilmList({ keyword, onShowAll }: { keyword: string; onShowAll: () => void }) {
  const { t } = useMoviesT();
  const { area, paths } = useMovieVariant();
  const list = pagedList(useMovieListInfiniteQuery({ area_code: area, keyword: keyword || undefined }), { showMessage: true });
  return (
    <InfiniteList<MovieListItem>
      {...list}
      getKey={(film) => film.id}
      renderItem={(film, index) => <FilmCard film={film} href={`${paths.detail}?id=${film.id}`} priority={index < FIRST_SCREEN_CARDS} />}
      empty={
        keyword ? (
          <EmptyState description={t("list.emptyFilmsKeyword", { keyword })} actionText={t("list.showAll")} onAction={onShowAll} />
        ) : (
          <EmptyState description={t("list.emptyFilms")} />
        )
      }
    />
  );
}

/** The cinemas (of the variant's district), 10 per page, each opening its detail. */
function CinemaList() {
  const { t } = useMoviesT();
  const { area, paths } = useMovieVariant();
  const list = pagedList(useMovieCinemasInfiniteQuery({ area_code: area }), { showMessage: true });
  return (
    <InfiniteList<CinemaListItem>
      {...list}
      getKey={(cinema) => cinema.id}
      renderItem={(cinema, index) => <CinemaCard cinema={cinema} href={`${paths.cinema}?id=${cinema.id}`} priority={index < FIRST_SCREEN_CARDS} />}
      empty={<EmptyState description={t("list.emptyCinemas")} />}
    />
  );
}

/**
 * /Movies and /MoviesChangShu?tab=cinemas&keyword=: the films now showing (poster, genres and
 * running time, rating, how many cinemas show it, the cheapest standard seat "¥45起"; a keyword
 * searches titles) and, on the 影院 tab, the cinemas. The ChangShu path (and the changshu shell)
 * lists only 常熟's films and cinemas (area_code 320581, ./variant.ts) and links to the ChangShu
 * screens. Lists show a skeleton, an empty state, an error with 重试, and refresh on pull.
 */
export function MoviesPage() {
  const { t } = useMoviesT();
  const { changshu } = useMovieVariant();
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Tab>(() => (params.get("tab") === "cinemas" ? "cinemas" : "films"));
  const [keyword, setKeyword] = useState(() => (params.get("keyword") ?? "").trim());
  const [draft, setDraft] = useState(keyword);
  const search = (value: string) => {
    setDraft(value);
    setKeyword(value.trim());
  };
  const title = changshu ? `${t("changshu")} · ${t("titles.list")}` : t("titles.list");
  return (
    <div className="wl-detail-page">
      <PageHeader title={title} />
      <Tabs activeKey={tab} onChange={(key) => setTab(key === "cinemas" ? "cinemas" : "films")}>
        <Tabs.Tab title={t("tabs.films")} key="films">
          <div role="search" aria-label={t("list.searchPlaceholder")}>
            <SearchBar value={draft} onChange={setDraft} onSearch={search} onClear={() => search("")} placeholder={t("list.searchPlaceholder")} />
          </div>
          <FilmList keyword={keyword} onShowAll={() => search("")} />
        </Tabs.Tab>
        <Tabs.Tab title={t("tabs.cinemas")} key="cinemas">
          <CinemaList />
        </Tabs.Tab>
      </Tabs>
    </div>
  );
}
