import { apiErrorMessage } from "@wenlv/api-client";
import { useSafeNavigate, useTitleSubject } from "@wenlv/app-kit";
import type { CinemaDetail } from "@wenlv/contract/movies";
import { localized } from "@wenlv/i18n";
import { DetailSkeleton, EmptyState, ErrorState, PageHeader, Price, formatFen } from "@wenlv/ui";
import { positiveId } from "@wenlv/validation/ids";
import { Button } from "antd-mobile";
import { useSearchParams } from "react-router-dom";
import { useCinemaDetailQuery } from "../api";
import { useMoviesT } from "../i18n";
import { useMovieVariant } from "../variant";
import "@wenlv/ui/detail-layout.css";
import "../components/movies.css";

/** The films a cinema shows: poster, title, running time, seat prices (fen), and 购票 opening `checkPath` for the film there. */
function CinemaFilms({ cinema, checkPath }: { cinema: CinemaDetail; checkPath: string }) {
  const { t, i18n } = useMoviesT();
  const navigate = useSafeNavigate();
  return (
    <section className="wl-detail-card" aria-labelledby="wl-cinema-films">
      <h2 id="wl-cinema-films">{t("cinema.films")}</h2>
      {cinema.movies.length === 0 ? <p className="wl-movie-note">{t("cinema.noFilms")}</p> : null}
      <ul className="wl-movie-rows">
        {cinema.movies.map((film) => {
          const title = localized(film.title, film.title_en, i18n.language);
          return (
            <li key={film.product_id} className="wl-cinema-film">
              <img src={film.cover} alt="" width={60} height={84} loading="lazy" decoding="async" />
              <div className="wl-cinema-film__body">
                <h3>{title}</h3>
                <p className="wl-movie-note">{t("minutes", { count: film.duration_minutes })}</p>
                <p className="wl-movie-note">
                  <Price fen={film.price_fen} size="sm" from />
                  {film.couple_price_fen > 0 ? <span> · {t("cinema.couplePrice", { price: formatFen(film.couple_price_fen) })}</span> : null}
                </p>
              </div>
              <Button size="small" color="primary" className="wl-button-primary" aria-label={t("cinema.buyFilm", { title })} onClick={() => navigate(`${checkPath}?id=${film.movie_id}&cinema=${cinema.id}`)}>
                {t("cinema.buy")}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * /CinemaDetail and /CinemaDetailChangShu?id=<cinema>: the cinema (cover, name, district,
 * address), its halls (name, kind, seats) and the films it shows with their seat prices, each
 * opening /MovieCheck (/MovieCheckChangshu on the ChangShu path) for the film at this cinema.
 */
export function CinemaDetailPage() {
  const { t, i18n } = useMoviesT();
  const navigate = useSafeNavigate();
  const { paths } = useMovieVariant();
  const [params] = useSearchParams();
  const id = positiveId(params.get("id"));
  const { data: cinema, error, isLoading, isError, refetch } = useCinemaDetailQuery(id ?? 0, { skip: id === null });
  const name = cinema ? localized(cinema.name, cinema.name_en, i18n.language) : "";
  useTitleSubject(name);
  const english = i18n.language.startsWith("en");
  let body;
  if (id === null) body = <EmptyState description={t("cinema.missingId")} actionText={t("detail.backList")} onAction={() => navigate(paths.list)} />;
  else if (isLoading) body = <DetailSkeleton />;
  else if (isError || !cinema) body = <ErrorState message={apiErrorMessage(error) || undefined} onRetry={() => void refetch()} />;
  else
    body = (
      <>
        <img className="wl-detail-cover" src={cinema.cover} alt={name} width={390} height={219} fetchPriority="high" />
        <section className="wl-detail-card">
          <h2 className="wl-movie-summary__title">{name}</h2>
          <p className="wl-movie-note">
            {t("cinema.address")}：{english ? cinema.area_name_en : cinema.area_name} · {localized(cinema.address, cinema.address_en, i18n.language)}
          </p>
        </section>
        <section className="wl-detail-card" aria-labelledby="wl-cinema-halls">
          <h2 id="wl-cinema-halls">{t("cinema.halls")}</h2>
          <ul className="wl-movie-tags">
            {cinema.halls.map((hall) => (
              <li key={hall.code}>{t("cinema.hallSeats", { name: localized(hall.name, hall.name_en, i18n.language), kind: t(`hallKind.${hall.kind}`), seats: hall.seats })}</li>
            ))}
          </ul>
        </section>
        <CinemaFilms cinema={cinema} checkPath={paths.check} />
      </>
    );
  return (
    <div className="wl-detail-page">
      <PageHeader title={name || t("titles.cinema")} />
      {body}
    </div>
  );
}
