import type { CinemaListItem, MovieListItem } from "@wenlv/contract/movies";
import { useSafeNavigate } from "@wenlv/app-kit";
import { localized } from "@wenlv/i18n";
import { ProductCard } from "@wenlv/ui";
import { useMoviesT } from "../i18n";

/** A film's genres and running time in the page language ("剧情 / 喜剧 · 118分钟"). */
export function useFilmMeta(): (film: Pick<MovieListItem, "genres" | "genres_en" | "duration_minutes">) => string {
  const { t, i18n } = useMoviesT();
  const english = i18n.language.startsWith("en");
  return (film) => t("list.filmMeta", { genres: (english && film.genres_en.length ? film.genres_en : film.genres).join(" / "), minutes: t("minutes", { count: film.duration_minutes }) });
}

/** A film in a list: poster, title, genres and running time, how many cinemas show it, the cheapest seat; opens `href`. */
export function FilmCard({ film, href, priority = false }: { film: MovieListItem; href: string; priority?: boolean }) {
  const { t, i18n } = useMoviesT();
  const navigate = useSafeNavigate();
  const meta = useFilmMeta();
  // Only the count: the rating is often a sentence ("中国内地未实行电影分级制度"), shown among the detail's facts instead.
  const tags = [t("list.cinemaCount", { count: film.cinema_count })];
  return (
    <ProductCard
      title={localized(film.title, film.title_en, i18n.language)}
      cover={film.cover}
      subtitle={meta(film)}
      tags={tags}
      minPriceFen={film.min_price_fen}
      href={href}
      onClick={() => navigate(href)}
      priority={priority}
    />
  );
}

/** A cinema in a list: cover, name, district and address, hall kinds, its cheapest seat (of a film when the list is for one); opens `href`. */
export function CinemaCard({ cinema, href, priority = false }: { cinema: CinemaListItem; href: string; priority?: boolean }) {
  const { t, i18n } = useMoviesT();
  const navigate = useSafeNavigate();
  const english = i18n.language.startsWith("en");
  return (
    <ProductCard
      title={localized(cinema.name, cinema.name_en, i18n.language)}
      cover={cinema.cover}
      subtitle={`${english ? cinema.area_name_en : cinema.area_name} · ${localized(cinema.address, cinema.address_en, i18n.language)}`}
      tags={cinema.hall_kinds.map((k) => t(`hallKind.${k}`))}
      minPriceFen={cinema.min_price_fen}
      href={href}
      onClick={() => navigate(href)}
      priority={priority}
    />
  );
}
