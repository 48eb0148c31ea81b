import type { ScenicDetail } from "@wenlv/contract/scenic";
import { ClockCircleOutline, EnvironmentOutline, PhonebookOutline, StarFill } from "antd-mobile-icons";
import { useTicketsT } from "../i18n";
import { mapHref } from "../links";
import { OpeningHours } from "./opening-hours";
import { localized } from "../localized";
import "./scenic-summary.css";

export type ScenicSummaryProps = { scenic: ScenicDetail; now?: number };

/**
 * The head of a scenic spot's page (issue 9): name as h2, rating and review count (暂无点评 without
 * reviews: none is made up), A-level (GB/T 17775) and tags in the page language, today's hours
 * (今日闭馆 on a weekly closing day, Asia/Shanghai), every season's hours with its dates and last
 * entry, weekly closures and the note, the address in the page language with a map link (GCJ-02
 * point in Amap), and the visitor phone as a tel: link when the record has one. `now` (ms) is for
 * tests.
 */
export function ScenicSummary({ scenic, now }: ScenicSummaryProps) {
  const { t, i18n } = useTicketsT();
  const language = i18n.language;
  const english = language.startsWith("en");
  const name = localized(scenic.name, scenic.name_en, language);
  const tags = english && scenic.tags_en.length === scenic.tags.length ? scenic.tags_en : scenic.tags;
  return (
    <section className="wl-scenic-summary" aria-labelledby="wl-scenic-name">
      <div className="wl-scenic-summary__body">
        <h2 id="wl-scenic-name" className="wl-scenic-summary__name">
          {name}
        </h2>
        <p className="wl-scenic-summary__rating">
          {scenic.rating !== null && scenic.review_count > 0 ? (
            <>
              <StarFill aria-hidden="true" />
              <span>{t("detail.rating", { rating: scenic.rating.toFixed(1), count: scenic.review_count })}</span>
            </>
          ) : (
            <span>{t("detail.noReviews")}</span>
          )}
        </p>
        {scenic.a_level > 0 || tags.length > 0 ? (
          <ul className="wl-scenic-summary__tags">
            {scenic.a_level > 0 ? (
              <li className="wl-scenic-summary__tag wl-scenic-summary__tag--level">{t("detail.aLevel", { level: scenic.a_level })}</li>
            ) : null}
            {tags.map((tag) => (
              <li key={tag} className="wl-scenic-summary__tag">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        <dl className="wl-scenic-summary__facts">
          <div className="wl-scenic-summary__fact">
            <dt>
              <ClockCircleOutline aria-hidden="true" />
              <span>{t("detail.openingHours")}</span>
            </dt>
            <dd className="wl-scenic-summary__hours">
              <OpeningHours scenic={scenic} now={now} />
            </dd>
          </div>
          <div className="wl-scenic-summary__fact">
            <dt>
              <EnvironmentOutline aria-hidden="true" />
              <span>{t("detail.address")}</span>
            </dt>
            <dd>
              <span>{localized(scenic.address, scenic.address_en, language)}</span>
              <a
                className="wl-scenic-summary__map"
                href={mapHref(scenic.lng, scenic.lat, scenic.name)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t("detail.openMapLabel", { name })}
              >
                {t("detail.openMap")}
              </a>
            </dd>
          </div>
          {scenic.phone ? (
            <div className="wl-scenic-summary__fact">
              <dt>
                <PhonebookOutline aria-hidden="true" />
                <span>{t("detail.phone")}</span>
              </dt>
              <dd>
                <a className="wl-scenic-summary__phone" href={`tel:${scenic.phone.replace(/-/g, "")}`} aria-label={t("detail.callLabel", { phone: scenic.phone })}>
                  {scenic.phone}
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
    </section>
  );
}
