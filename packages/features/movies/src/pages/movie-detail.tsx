import { apiErrorMessage, pagedList } from "@wenlv/api-client";
import { useSafeNavigate, useTitleSubject } from "@wenlv/app-kit";
import { AREAS, AREA_NAMES_EN } from "@wenlv/contract/areas";
import type { CinemaListItem } from "@wenlv/contract/movies";
import { localized } from "@wenlv/i18n";
import { DetailSkeleton, EmptyState, ErrorState, InfiniteList, PageHeader } from "@wenlv/ui";
import { positiveId } from "@wenlv/validation/ids";
import { RightOutline } from "antd-mobile-icons";
import { Link, useSearchParams } from "react-router-dom";
import { useMovieCinemasInfiniteQuery, useMovieDetailQuery } from "../api";
import { CinemaCard } from "../components/cards";
import { FilmSummary } from "../components/film-summary";
import { useMoviesT } from "../i18n";
import { useMovieVariant } from "../variant";
import "@wenlv/ui/detail-layout.css";
import "../components/movies.css";

/** The cinemas showing film `movieId` (of the variant's district), each opening /MovieCheck for the film there. */
function CinemasShowing({ movieId }: { movieId: number }) {
  const { t, i18n } = useMoviesT();
  const { area, paths } = useMovieVariant();
  const list = pagedList(useMovieCinemasInfiniteQuery({ movie_id: movieId, area_code: area }), { showMessage: true });
  const heading = area ? t("detail.cinemasIn", { area: i18n.language.startsWith("en") ? AREA_NAMES_EN[area] : AREAS[area] }) : t("detail.cinemas");
  return (
    <section className="wl-detail-card wl-movie-card--list" aria-labelledby="wl-movie-cinemas">
      <h2 id="wl-movie-cinemas">{heading}</h2>
      <InfiniteList<CinemaListItem>
        {...list}
        getKey={(cinema) => cinema.id}
        renderItem={(cinema) => <CinemaCard cinema={cinema} href={`${paths.check}?id=${movieId}&cinema=${cinema.id}`} />}
        empty={<p className="wl-movie-note">{t("detail.noCinemas")}</p>}
      />
    </section>
  );
}

/**
 * /MovieDetail and /MovieDetailChangShu?id=<film>: the poster and facts, the synopsis, a link to
 * /MovieInfo, and the cinemas showing the film (on the ChangShu path: 常熟's, area 320581), each
 * opening /MovieCheck (or /MovieCheckChangshu) for the film at that cinema. Skeleton while loading,
 * error with 重试, and a way back to the list for a bad link.
 */
export function MovieDetailPage() {
  const { t, i18n } = useMoviesT();
  const navigate = useSafeNavigate();
  const { paths } = useMovieVariant();
  const [params] = useSearchParams();
  const id = positiveId(params.get("id"));
  const { data: film, error, isLoading, isError, refetch } = useMovieDetailQuery(id ?? 0, { skip: id === null });
  const title = film ? localized(film.title, film.title_en, i18n.language) : "";
  useTitleSubject(title);
  const header = <PageHeader title={title || t("titles.detail")} />;
  let body;
  if (id === null) body = <EmptyState description={t("detail.missingId")} actionText={t("detail.backList")} onAction={() => navigate(paths.list)} />;
  else if (isLoading) body = <DetailSkeleton />;
  else if (isError || !film) body = <ErrorState message={apiErrorMessage(error) || undefined} onRetry={() => void refetch()} />;
  else
    body = (
      <>
        <FilmSummary film={film} />
        <section className="wl-detail-card" aria-labelledby="wl-movie-synopsis">
          <h2 id="wl-movie-synopsis">{t("detail.synopsis")}</h2>
          <p className="wl-movie-synopsis wl-movie-synopsis--short">{localized(film.synopsis, film.synopsis_en, i18n.language)}</p>
          <Link className="wl-movie-more" to={`/MovieInfo?id=${film.id}`}>
            <span>{t("detail.more")}</span>
            <RightOutline aria-hidden="true" />
          </Link>
        </section>
        <CinemasShowing movieId={film.id} />
      </>
    );
  return (
    <div className="wl-detail-page">
      {header}
      {body}
    </div>
  );
}
