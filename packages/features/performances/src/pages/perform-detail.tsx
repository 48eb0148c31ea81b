import { useSafeNavigate, useTitleSubject } from "@wenlv/app-kit";
import type { PerformDetail } from "@wenlv/contract/performances";
import { localized } from "@wenlv/i18n";
import { formatFen } from "@wenlv/ui";
import { positiveId } from "@wenlv/validation/ids";
import { Button, Tag } from "antd-mobile";
import { useSearchParams } from "react-router-dom";
import { usePerformDetailQuery } from "../api";
import { useDayLabel } from "../components/labels";
import { ShowFrame } from "../components/show-frame";
import { ShowNotices } from "../components/show-notices";
import { usePerformancesT } from "../i18n";
import { priceRange } from "../sessions";

/** The show's name, category, dates of its sessions on sale, prices, venue (hall, address, district), running time and audience note. */
function ShowSummary({ show }: { show: PerformDetail }) {
  const { t, i18n } = usePerformancesT();
  const dayLabel = useDayLabel();
  const lang = i18n.language;
  const english = lang.startsWith("en");
  const range = priceRange(show.zones);
  const dates = !show.first_day || !show.last_day ? t("detail.soldOut") : show.first_day === show.last_day ? dayLabel(show.first_day) : `${dayLabel(show.first_day)} - ${dayLabel(show.last_day)}`;
  const prices = !range ? t("detail.soldOut") : range.minFen === range.maxFen ? formatFen(range.minFen) : t("detail.priceRange", { min: formatFen(range.minFen), max: formatFen(range.maxFen) });
  const rows: [string, string][] = [
    [t("detail.dates"), dates],
    [t("detail.price"), prices],
    [t("detail.venue"), t("detail.hall", { venue: localized(show.venue.name, show.venue.name_en, lang), hall: localized(show.hall.name, show.hall.name_en, lang) })],
    [t("detail.address"), `${english ? show.area_name_en : show.area_name} · ${localized(show.venue.address, show.venue.address_en, lang)}`],
    [t("detail.duration"), t("detail.durationValue", { minutes: show.duration_minutes })],
  ];
  const age = localized(show.age_limit, show.age_limit_en, lang);
  if (age) rows.push([t("detail.age"), age]);
  return (
    <section className="wl-detail-card">
      <h2 className="wl-perform-title">{localized(show.name, show.name_en, lang)}</h2>
      <p className="wl-perform-meta">
        <Tag color="primary" fill="outline">
          {t(`category.${show.category}`)}
        </Tag>
      </p>
      <dl className="wl-perform-rows">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {show.sample ? <span className="wl-perform-sample">{t("sample")}</span> : null}
    </section>
  );
}

/**
 * /PerformDetail?id=: the show's poster, name and category, the dates of its sessions on sale, the
 * price range of its zones, the venue (hall, district, address), running time and audience note,
 * the introduction, 购票须知 (refund, entry, seating, real-name rule, per-order limit, sales cut-off)
 * and the source of the record. 选座购买 opens /PerformDate?id= (login); with no session on sale it
 * is disabled and says 暂无可售场次.
 */
export function PerformDetailPage() {
  const { t, i18n } = usePerformancesT();
  const navigate = useSafeNavigate();
  const [params] = useSearchParams();
  const id = positiveId(params.get("id"));
  const { data } = usePerformDetailQuery(id ?? 0, { skip: id === null });
  const name = data ? localized(data.name, data.name_en, i18n.language) : "";
  useTitleSubject(name);
  return (
    <ShowFrame title={name || t("titles.detail")} showId={id}>
      {(show) => (
        <>
          <img className="wl-detail-cover" src={show.cover} alt={name} width={390} height={219} fetchPriority="high" />
          <ShowSummary show={show} />
          <section className="wl-detail-card" aria-labelledby="wl-perform-intro">
            <h2 id="wl-perform-intro">{t("detail.intro")}</h2>
            <p className="wl-perform-text">{localized(show.description, show.description_en, i18n.language)}</p>
          </section>
          <ShowNotices show={show} />
          {show.source_name ? (
            <section className="wl-detail-card" aria-labelledby="wl-perform-source">
              <h2 id="wl-perform-source">{t("detail.source")}</h2>
              <p className="wl-perform-text">
                {show.source_url ? (
                  <a href={show.source_url} target="_blank" rel="noopener noreferrer" aria-label={t("detail.sourceLink", { name: show.source_name })}>
                    {show.source_name}
                  </a>
                ) : (
                  show.source_name
                )}
              </p>
            </section>
          ) : null}
          <div className="wl-perform-bar wl-perform-bar--full">
            <Button className="wl-button-primary" color="primary" disabled={!show.first_day} onClick={() => navigate(`/PerformDate?id=${show.id}`)}>
              {show.first_day ? t("detail.buy") : t("detail.soldOut")}
            </Button>
          </div>
        </>
      )}
    </ShowFrame>
  );
}
