import type { ScenicDetail } from "@wenlv/contract/scenic";
import { EnvironmentOutline, ClockCircleOutline } from "antd-mobile-icons";
import { useTicketsT } from "../i18n";
import { mapHref } from "../links";
import { localized } from "../localized";
import "./scenic-summary.css";

export type ScenicSummaryProps = { scenic: ScenicDetail };

/**
 * The head of a scenic spot's page: cover (fixed 16:9 box, no layout shift), name as h2, A-level
 * (China's GB/T 17775 rating), tags, opening hours, and the address with a link that opens the
 * GCJ-02 point in a map app.
 */
export function ScenicSummary({ scenic }: ScenicSummaryProps) {
  const { t, i18n } = useTicketsT();
  const name = localized(scenic.name, scenic.name_en, i18n.language);
  return (
    <section className="wl-scenic-summary" aria-labelledby="wl-scenic-name">
      <div className="wl-scenic-summary__cover">
        {/* The detail page's largest paint (LCP): fetched first (issue 8). */}
        <img src={scenic.cover} alt={name} width={320} height={180} fetchPriority="high" />
      </div>
      <div className="wl-scenic-summary__body">
        <h2 id="wl-scenic-name" className="wl-scenic-summary__name">
          {name}
        </h2>
        {scenic.a_level > 0 || scenic.tags.length > 0 ? (
          <ul className="wl-scenic-summary__tags">
            {scenic.a_level > 0 ? (
              <li className="wl-scenic-summary__tag wl-scenic-summary__tag--level">{t("detail.aLevel", { level: scenic.a_level })}</li>
            ) : null}
            {scenic.tags.map((tag) => (
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
            <dd>{scenic.opening_hours}</dd>
          </div>
          <div className="wl-scenic-summary__fact">
            <dt>
              <EnvironmentOutline aria-hidden="true" />
              <span>{t("detail.address")}</span>
            </dt>
            <dd>
              <span>{scenic.address}</span>
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
        </dl>
      </div>
    </section>
  );
}
