import { apiErrorMessage } from "@wenlv/api-client";
import { useSafeNavigate, useTitleSubject } from "@wenlv/app-kit";
import { MOVIE_SALE_CUTOFF_MINUTES, type CinemaDetail, type Showtime } from "@wenlv/contract/movies";
import { localized } from "@wenlv/i18n";
import { DetailSkeleton, EmptyState, ErrorState, PageHeader, Price } from "@wenlv/ui";
import { CapsuleRow } from "@wenlv/ui/capsule-row";
import { isDay, shanghaiDay } from "@wenlv/validation/days";
import { positiveId } from "@wenlv/validation/ids";
import { Button } from "antd-mobile";
import { useState, type ReactNode } from "react";
import { useSearchParams } from "react-router-dom";
import { useCinemaDetailQuery, useMovieShowtimesQuery } from "../api";
import { useShowDayLabel } from "../components/day-label";
import { useMoviesT } from "../i18n";
import { seatHref, waitlistHref } from "../links";
import { useMovieVariant } from "../variant";
import "@wenlv/ui/detail-layout.css";
import "../components/movies.css";

/**
 * The film `id` names at `cinema`: a film it shows with that id, else the film whose product there
 * (film at this cinema) has that id (old links carried the product), else null.
 */
export function filmAtCinema(cinema: CinemaDetail, id: number) {
  return cinema.movies.find((m) => m.movie_id === id) ?? cinema.movies.find((m) => m.product_id === id) ?? null;
}

/** Whether a showtime is still on sale at `now` (ms): it starts more than MOVIE_SALE_CUTOFF_MINUTES later (the API's rule, re-applied while the page stays open). */
export function onSaleAt(showtime: Pick<Showtime, "starts_at">, now: number): boolean {
  return Date.parse(showtime.starts_at) - MOVIE_SALE_CUTOFF_MINUTES * 60_000 > now;
}

/**
 * One showtime: start and end, hall and kind, price per seat (fen), seats left and 选座; a sold-out
 * one (still on sale: the page offers no other) is marked 售罄 · 可候补 and its button, 候补, joins
 * the waiting list (decision 035). `onChoose` opens the seat map or the waiting-list form.
 */
function ShowtimeRow({ showtime, onChoose }: { showtime: Showtime; onChoose: () => void }) {
  const { t, i18n } = useMoviesT();
  const hall = localized(showtime.hall_name, showtime.hall_name_en, i18n.language);
  return (
    <li className={`wl-showtime${showtime.bookable ? "" : " wl-showtime--sold-out"}`}>
      <div className="wl-showtime__time">
        <strong>{showtime.time}</strong>
        <span>{t("check.ends", { time: showtime.end_time })}</span>
      </div>
      <div className="wl-showtime__hall">
        <span>{hall}</span>
        <span>{t(`hallKind.${showtime.hall_kind}`)}</span>
      </div>
      <div className="wl-showtime__price">
        <Price fen={showtime.price_fen} size="sm" />
        {showtime.bookable ? <span>{t("check.left", { count: showtime.remaining })}</span> : <span className="wl-showtime__waitlist">{t("check.soldOutWaitlist")}</span>}
      </div>
      <Button
        size="small"
        color="primary"
        className="wl-button-primary"
        fill={showtime.bookable ? "solid" : "outline"}
        aria-label={showtime.bookable ? t("check.chooseLabel", { time: showtime.time, hall }) : t("check.waitlistLabel", { time: showtime.time, hall })}
        onClick={onChoose}
      >
        {showtime.bookable ? t("check.choose") : t("check.waitlist")}
      </Button>
    </li>
  );
}

/**
 * /MovieCheck and /MovieCheckChangshu?id=<film, or the film's product at the cinema>&cinema=<cinema>&day=
 * (login): the film and the cinema, the days with showtimes on sale (today first, MOVIE_SALE_DAYS
 * ahead; the chosen day kept in the URL), and that day's showtimes from /api/movie/showtimes:
 * start and end, hall, price per seat, seats left. Ended showtimes and those within the sales
 * cut-off are never offered. 选座 opens /MovieSeat for the showtime; a sold-out one is marked
 * 售罄 · 可候补 and its 候补 opens /MovieOrder in waiting-list mode (links.ts waitlistHref,
 * decision 035).
 */
export function MovieCheckPage() {
  const { t, i18n } = useMoviesT();
  const navigate = useSafeNavigate();
  const { paths } = useMovieVariant();
  const [params, setParams] = useSearchParams();
  const id = positiveId(params.get("id"));
  const cinemaId = positiveId(params.get("cinema"));
  const wantedDay = params.get("day");
  const [today] = useState(() => shanghaiDay());
  const dayLabel = useShowDayLabel(today);
  const cinemaQuery = useCinemaDetailQuery(cinemaId ?? 0, { skip: cinemaId === null || id === null });
  const cinema = cinemaQuery.data;
  const film = cinema && id !== null ? filmAtCinema(cinema, id) : null;
  const showtimes = useMovieShowtimesQuery(
    { movie_id: film?.movie_id ?? 0, cinema_id: cinemaId ?? 0, day: isDay(wantedDay) ? wantedDay : undefined },
    { skip: !film || cinemaId === null, refetchOnMountOrArgChange: true },
  );
  const filmTitle = film ? localized(film.title, film.title_en, i18n.language) : "";
  useTitleSubject(filmTitle);

  const header = <PageHeader title={filmTitle || t("titles.check")} />;
  const page = (body: ReactNode) => (
    <div className="wl-detail-page">
      {header}
      {body}
    </div>
  );
  if (id === null || cinemaId === null) {
    return page(<EmptyState description={t("check.missing")} actionText={t("check.chooseCinema")} onAction={() => navigate(id !== null ? `${paths.detail}?id=${id}` : paths.list, { replace: true })} />);
  }
  if (cinemaQuery.isLoading) return page(<DetailSkeleton />);
  if (cinemaQuery.isError || !cinema) return page(<ErrorState message={apiErrorMessage(cinemaQuery.error) || undefined} onRetry={() => void cinemaQuery.refetch()} />);
  if (!film) return page(<EmptyState description={t("detail.noCinemas")} actionText={t("check.chooseCinema")} onAction={() => navigate(`${paths.detail}?id=${id}`, { replace: true })} />);

  const answer = showtimes.data;
  const now = Date.now();
  const offered = (answer?.showtimes ?? []).filter((s) => onSaleAt(s, now));
  const chooseDay = (day: string) => setParams(`id=${film.movie_id}&cinema=${cinema.id}&day=${day}`, { replace: true });
  const choose = (s: Showtime) => {
    const ref = { productId: answer!.product_id, day: answer!.day!, slot: s.slot, movieId: film.movie_id, cinemaId: cinema.id };
    navigate(s.bookable ? seatHref(ref) : waitlistHref(ref));
  };

  return page(
    <>
      <section className="wl-detail-card">
        <h2 className="wl-movie-summary__title">{localized(cinema.name, cinema.name_en, i18n.language)}</h2>
        <p className="wl-movie-note">{localized(cinema.address, cinema.address_en, i18n.language)}</p>
        <p className="wl-movie-note">{t("check.cutoff", { minutes: MOVIE_SALE_CUTOFF_MINUTES })}</p>
      </section>
      {showtimes.isLoading ? <DetailSkeleton /> : null}
      {showtimes.isError ? <ErrorState message={apiErrorMessage(showtimes.error) || undefined} onRetry={() => void showtimes.refetch()} /> : null}
      {answer ? (
        answer.days.length === 0 ? (
          <EmptyState description={t("check.noDays")} />
        ) : (
          <>
            <CapsuleRow label={t("check.days")} options={answer.days.map((day) => ({ value: day, label: dayLabel(day) }))} value={answer.day ?? ""} onChange={chooseDay} />
            <section className="wl-detail-card" aria-labelledby="wl-movie-showtimes">
              <h2 id="wl-movie-showtimes">{t("check.showtimes")}</h2>
              {offered.length === 0 ? <p className="wl-movie-note">{t("check.noShowtimes")}</p> : null}
              <ul className="wl-movie-rows">
                {offered.map((s) => (
                  <ShowtimeRow key={s.slot} showtime={s} onChoose={() => choose(s)} />
                ))}
              </ul>
              {answer.sample ? <span className="wl-movie-sample">{t("sample")}</span> : null}
            </section>
          </>
        )
      ) : null}
    </>,
  );
}
