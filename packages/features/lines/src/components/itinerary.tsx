import type { LineStop } from "@wenlv/contract/lines";
import { localized } from "@wenlv/i18n";
import { Link } from "react-router-dom";
import { useLinesT } from "../i18n";

/** The stops of an itinerary by day (1-based), in order, days ascending. */
export function stopsByDay(stops: readonly LineStop[]): [number, LineStop[]][] {
  const days = new Map<number, LineStop[]>();
  for (const stop of stops) days.set(stop.day, [...(days.get(stop.day) ?? []), stop]);
  return [...days.entries()].sort(([a], [b]) => a - b);
}

/**
 * The itinerary of a line (行程安排): its stops with their time ("HH:MM" Shanghai), title and
 * description, under 第N天 headings when the tour has more than one day. A stop that is a scenic
 * spot of the catalogue links to /ScenicDetail?id= (the tickets feature's page).
 */
export function Itinerary({ stops, days }: { stops: readonly LineStop[]; days: number }) {
  const { t, i18n } = useLinesT();
  return (
    <section className="wl-detail-card" aria-labelledby="wl-line-itinerary">
      <h2 id="wl-line-itinerary">{t("detail.itinerary")}</h2>
      {stopsByDay(stops).map(([day, dayStops]) => (
        <div key={day}>
          {days > 1 ? <h3 className="wl-line-itinerary__day">{t("detail.day", { day })}</h3> : null}
          <ol className="wl-line-itinerary">
            {dayStops.map((stop, index) => {
              const title = localized(stop.title, stop.title_en, i18n.language);
              return (
                <li key={`${stop.time}-${index}`} className="wl-line-itinerary__stop">
                  <time className="wl-line-itinerary__time">{stop.time}</time>
                  <div>
                    <h4 className="wl-line-itinerary__title">
                      {stop.spot_id ? (
                        <Link to={`/ScenicDetail?id=${stop.spot_id}`} aria-label={t("detail.spotLink", { title })}>
                          {title}
                        </Link>
                      ) : (
                        title
                      )}
                    </h4>
                    <p className="wl-line-itinerary__text">{localized(stop.description, stop.description_en, i18n.language)}</p>
                  </div>
                </li>
              );
            })}
          </ol>
        </div>
      ))}
    </section>
  );
}
