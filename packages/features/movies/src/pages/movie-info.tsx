import { apiErrorMessage } from "@wenlv/api-client";
import { useSafeNavigate, useTitleSubject } from "@wenlv/app-kit";
import { localized } from "@wenlv/i18n";
import { DetailSkeleton, EmptyState, ErrorState, PageHeader } from "@wenlv/ui";
import { positiveId } from "@wenlv/validation/ids";
import { useSearchParams } from "react-router-dom";
import { useMovieDetailQuery } from "../api";
import { FilmSummary } from "../components/film-summary";
import { useMoviesT } from "../i18n";
import "@wenlv/ui/detail-layout.css";
import "../components/movies.css";

/**
 * /MovieInfo?id=<film>: the film's full information: poster and facts (genres, running time, year,
 * rating, director, full cast), the whole synopsis, and where the information comes from (a link
 * opening in a new window).
 */
export function MovieInfoPage() {
  const { t, i18n } = useMoviesT();
  const navigate = useSafeNavigate();
  const [params] = useSearchParams();
  const id = positiveId(params.get("id"));
  const { data: film, error, isLoading, isError, refetch } = useMovieDetailQuery(id ?? 0, { skip: id === null });
  const title = film ? localized(film.title, film.title_en, i18n.language) : "";
  useTitleSubject(title);
  let body;
  if (id === null) body = <EmptyState description={t("detail.missingId")} actionText={t("detail.backList")} onAction={() => navigate("/Movies")} />;
  else if (isLoading) body = <DetailSkeleton />;
  else if (isError || !film) body = <ErrorState message={apiErrorMessage(error) || undefined} onRetry={() => void refetch()} />;
  else
    body = (
      <>
        <FilmSummary film={film} />
        <section className="wl-detail-card" aria-labelledby="wl-movie-synopsis">
          <h2 id="wl-movie-synopsis">{t("detail.synopsis")}</h2>
          <p className="wl-movie-synopsis">{localized(film.synopsis, film.synopsis_en, i18n.language)}</p>
        </section>
        {film.source_url ? (
          <section className="wl-detail-card" aria-labelledby="wl-movie-source">
            <h2 id="wl-movie-source">{t("info.source")}</h2>
            <a href={film.source_url} target="_blank" rel="noopener noreferrer">
              {t("info.sourceLink", { name: film.source_name })}
            </a>
          </section>
        ) : null}
      </>
    );
  return (
    <div className="wl-detail-page">
      <PageHeader title={title || t("titles.info")} />
      {body}
    </div>
  );
}
