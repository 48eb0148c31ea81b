import type { MovieDetail } from "@wenlv/contract/movies";
import { localized } from "@wenlv/i18n";
import { useMoviesT } from "../i18n";

/**
 * The film's poster and facts: title (and the other language's title), genres, running time,
 * year, rating, director and cast, in the page language; the sample note when its schedule is a sample.
 */
export function FilmSummary({ film }: { film: MovieDetail }) {
  const { t, i18n } = useMoviesT();
  const english = i18n.language.startsWith("en");
  const title = localized(film.title, film.title_en, i18n.language);
  const otherTitle = english ? film.title : film.title_en;
  const facts: [string, string][] = [
    [t("detail.genres"), (english && film.genres_en.length ? film.genres_en : film.genres).join(" / ")],
    [t("detail.duration"), t("minutes", { count: film.duration_minutes })],
    [t("detail.year"), String(film.year)],
    [t("detail.rating"), localized(film.rating, film.rating_en, i18n.language)],
    [t("detail.director"), localized(film.director, film.director_en, i18n.language)],
    [t("detail.cast"), (english && film.cast_en.length ? film.cast_en : film.cast).join(" / ")],
  ];
  return (
    <section className="wl-detail-card wl-movie-summary">
      <img className="wl-movie-summary__poster" src={film.cover} alt={title} width={120} height={168} fetchPriority="high" />
      <div className="wl-movie-summary__body">
        <h2 className="wl-movie-summary__title">{title}</h2>
        {otherTitle && otherTitle !== title ? <p className="wl-movie-summary__other">{otherTitle}</p> : null}
        <dl className="wl-movie-facts">
          {facts
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
        {film.sample ? <span className="wl-movie-sample">{t("sample")}</span> : null}
      </div>
    </section>
  );
}
