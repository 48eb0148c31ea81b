import type { CinemaDetail, MovieDetail } from "@wenlv/contract/movies";
import { localized } from "@wenlv/i18n";
import { useMoviesT } from "../i18n";

/** The start "HH:MM" of a showtime slot "19:30|H1". */
export function slotTime(slot: string): string {
  return slot.split("|", 1)[0] ?? slot;
}

/**
 * What a seat or order page is about: the film's title, the cinema's name and the showtime (day
 * "YYYY-MM-DD", start time from the slot, hall); film and cinema may still be loading (then only
 * the showtime shows).
 */
export function ShowtimeLine({ film, cinema, day, slot, hallName }: { film: MovieDetail | undefined; cinema: CinemaDetail | undefined; day: string; slot: string; hallName: string }) {
  const { t, i18n } = useMoviesT();
  return (
    <section className="wl-detail-card wl-showtime-line">
      {film ? <h2 className="wl-movie-summary__title">{localized(film.title, film.title_en, i18n.language)}</h2> : null}
      {cinema ? <p className="wl-movie-note">{localized(cinema.name, cinema.name_en, i18n.language)}</p> : null}
      <p className="wl-showtime-line__when">{t("seat.showtime", { day, time: slotTime(slot), hall: hallName })}</p>
    </section>
  );
}
