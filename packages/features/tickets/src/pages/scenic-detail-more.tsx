import { apiErrorMessage } from "@wenlv/api-client";
import { useSafeNavigate } from "@wenlv/app-kit";
import { DetailSkeleton, EmptyState, ErrorState, PageHeader, SafeHtml } from "@wenlv/ui";
import { useSearchParams } from "react-router-dom";
import { useTicketScenicDetailQuery } from "../api";
import { OpeningHours } from "../components/opening-hours";
import { useTicketsT } from "../i18n";
import { localized } from "../localized";
import { positiveId } from "../scenic-id";
import "./scenic-detail-more.css";

/**
 * /ScenicDetailMore?id=: everything about a spot in full: opening hours, address, the whole
 * description (sanitised rich text), visitor tips, and the source of the record with its link
 * (every seed record names its source, issue 2 section 3).
 */
export function ScenicDetailMorePage() {
  const { t, i18n } = useTicketsT();
  const navigate = useSafeNavigate();
  const [params] = useSearchParams();
  const id = positiveId(params.get("id"));
  const { data, error, isLoading, isError, refetch } = useTicketScenicDetailQuery(id ?? 0, { skip: id === null });
  const header = <PageHeader title={t("titles.more")} />;

  if (id === null) {
    return (
      <div className="wl-scenic-more">
        {header}
        <EmptyState description={t("detail.missingId")} actionText={t("detail.backHome")} onAction={() => navigate("/")} />
      </div>
    );
  }
  if (isLoading) {
    return (
      <div className="wl-scenic-more">
        {header}
        <DetailSkeleton lines={10} />
      </div>
    );
  }
  if (isError || !data) {
    return (
      <div className="wl-scenic-more">
        {header}
        <ErrorState message={apiErrorMessage(error) || undefined} onRetry={() => void refetch()} />
      </div>
    );
  }

  const tips = t("more.tipList", { returnObjects: true }) as unknown;
  return (
    <div className="wl-scenic-more">
      {header}
      <article className="wl-scenic-more__body">
        <h2 className="wl-scenic-more__name">{localized(data.name, data.name_en, i18n.language)}</h2>
        <h3 className="wl-section-title">{t("detail.openingHours")}</h3>
        <div className="wl-scenic-more__hours">
          <OpeningHours scenic={data} />
        </div>
        <h3 className="wl-section-title">{t("detail.address")}</h3>
        <p>{localized(data.address, data.address_en, i18n.language)}</p>
        <h3 className="wl-section-title">{t("detail.intro")}</h3>
        <SafeHtml html={localized(data.description, data.description_en, i18n.language)} className="wl-scenic-more__description" />
        <h3 className="wl-section-title">{t("more.tips")}</h3>
        <ul className="wl-scenic-more__tips">
          {(Array.isArray(tips) ? (tips as string[]) : []).map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
        {data.source_name ? (
          <p className="wl-scenic-more__source">
            {t("more.source")}
            {data.source_url ? (
              <a href={data.source_url} target="_blank" rel="noopener noreferrer">
                {data.source_name}
              </a>
            ) : (
              data.source_name
            )}
          </p>
        ) : null}
      </article>
    </div>
  );
}
