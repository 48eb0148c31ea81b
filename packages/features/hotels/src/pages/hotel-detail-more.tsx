import { useSafeNavigate, useTitleSubject } from "@wenlv/app-kit";
import { apiErrorMessage } from "@wenlv/api-client";
import { localized } from "@wenlv/i18n";
import { DetailSkeleton, EmptyState, ErrorState, PageHeader } from "@wenlv/ui";
import { positiveId } from "@wenlv/validation/ids";
import { useSearchParams } from "react-router-dom";
import { useHotelDetailQuery } from "../api";
import { useHotelsT } from "../i18n";
import "@wenlv/ui/detail-layout.css";
import "../components/hotels.css";

/**
 * /HotelDetailMore?id=: the hotel's description, facilities, check-in and check-out times, and
 * where the record comes from (source name and link; the sample note when prices are samples).
 */
export function HotelDetailMorePage() {
  const { t, i18n } = useHotelsT();
  const navigate = useSafeNavigate();
  const [params] = useSearchParams();
  const id = positiveId(params.get("id"));
  const { data: hotel, error, isLoading, isError, refetch } = useHotelDetailQuery(id ?? 0, { skip: id === null });
  const name = hotel ? localized(hotel.name, hotel.name_en, i18n.language) : "";
  useTitleSubject(name);
  const header = <PageHeader title={t("titles.more")} />;
  if (id === null) {
    return (
      <div className="wl-detail-page">
        {header}
        <EmptyState description={t("detail.missingId")} actionText={t("detail.backList")} onAction={() => navigate("/HotelAccommodation")} />
      </div>
    );
  }
  if (isLoading) {
    return (
      <div className="wl-detail-page">
        {header}
        <DetailSkeleton />
      </div>
    );
  }
  if (isError || !hotel) {
    return (
      <div className="wl-detail-page">
        {header}
        <ErrorState message={apiErrorMessage(error) || undefined} onRetry={() => void refetch()} />
      </div>
    );
  }
  return (
    <div className="wl-detail-page">
      {header}
      <section className="wl-detail-card" aria-labelledby="wl-hotel-intro">
        <h2 id="wl-hotel-intro" className="wl-hotel-summary__name">
          {name}
        </h2>
        <p className="wl-hotel-notice">{localized(hotel.description, hotel.description_en, i18n.language)}</p>
      </section>
      <section className="wl-detail-card" aria-labelledby="wl-hotel-facilities">
        <h2 id="wl-hotel-facilities">{t("more.facilities")}</h2>
        <ul className="wl-hotel-summary__facilities">
          {hotel.facilities.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      </section>
      <section className="wl-detail-card" aria-labelledby="wl-hotel-policy">
        <h2 id="wl-hotel-policy">{t("more.policy")}</h2>
        <p className="wl-hotel-notice">{t("more.checkIn", { time: hotel.check_in })}</p>
        <p className="wl-hotel-notice">{t("more.checkOut", { time: hotel.check_out })}</p>
      </section>
      <section className="wl-detail-card" aria-labelledby="wl-hotel-source">
        <h2 id="wl-hotel-source">{t("more.source")}</h2>
        <p className="wl-hotel-notice">
          {hotel.source_url ? (
            <a href={hotel.source_url} target="_blank" rel="noopener noreferrer" aria-label={t("more.sourceLink", { name: hotel.source_name })}>
              {hotel.source_name}
            </a>
          ) : (
            hotel.source_name
          )}
        </p>
        {hotel.sample ? <p className="wl-hotel-summary__sample">{t("sample")}</p> : null}
      </section>
    </div>
  );
}
