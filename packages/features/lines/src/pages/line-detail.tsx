import { apiErrorMessage } from "@wenlv/api-client";
import { useSafeNavigate, useTitleSubject } from "@wenlv/app-kit";
import type { LineDetail } from "@wenlv/contract/lines";
import { localized } from "@wenlv/i18n";
import { DetailSkeleton, EmptyState, ErrorState, PageHeader, Price } from "@wenlv/ui";
import { positiveId } from "@wenlv/validation/ids";
import { Button } from "antd-mobile";
import { useSearchParams } from "react-router-dom";
import { useLineDetailQuery } from "../api";
import { BookingRules } from "../components/booking-rules";
import { Itinerary } from "../components/itinerary";
import { LineSummary } from "../components/line-summary";
import { PackageList } from "../components/package-list";
import { useLinesT } from "../i18n";
import "@wenlv/ui/detail-layout.css";
import "../components/lines.css";

/** What is and is not included, as two short lists (费用包含 / 费用不含). */
function Inclusions({ line }: { line: LineDetail }) {
  const { t, i18n } = useLinesT();
  const english = i18n.language.startsWith("en");
  const lists: [string, string, string[]][] = [
    ["wl-line-includes", t("detail.includes"), english && line.includes_en.length > 0 ? line.includes_en : line.includes],
    ["wl-line-excludes", t("detail.excludes"), english && line.excludes_en.length > 0 ? line.excludes_en : line.excludes],
  ];
  return (
    <>
      {lists
        .filter(([, , items]) => items.length > 0)
        .map(([id, title, items]) => (
          <section key={id} className="wl-detail-card" aria-labelledby={id}>
            <h2 id={id}>{title}</h2>
            <ul className="wl-line-bullets">
              {items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ))}
    </>
  );
}

/**
 * /LineDetail?id=: a travel line: cover, summary (kind, district, duration, meeting point and time,
 * departure weekdays and season), the description, the itinerary stop by stop (spots link to
 * /ScenicDetail), what is and is not included, the packages with adult and child fares per person
 * and their rule tags, the booking rules (refund, group size, cutoff, sales window, real name), the
 * source, and a bottom bar with the cheapest adult fare and 立即预订, which opens /LineSelect?id=
 * (login). A line without packages on sale cannot be booked.
 */
export function LineDetailPage() {
  const { t, i18n } = useLinesT();
  const navigate = useSafeNavigate();
  const [params] = useSearchParams();
  const id = positiveId(params.get("id"));
  const { data: line, error, isLoading, isError, refetch } = useLineDetailQuery(id ?? 0, { skip: id === null });
  const name = line ? localized(line.name, line.name_en, i18n.language) : "";
  useTitleSubject(name);

  const header = <PageHeader title={name || t("titles.detail")} />;
  let body;
  if (id === null) body = <EmptyState description={t("detail.missingId")} actionText={t("detail.backList")} onAction={() => navigate("/OneDayTravelNew")} />;
  else if (isLoading) body = <DetailSkeleton />;
  else if (isError || !line) body = <ErrorState message={apiErrorMessage(error) || undefined} onRetry={() => void refetch()} />;
  if (body || !line) {
    return (
      <div className="wl-detail-page">
        {header}
        {body}
      </div>
    );
  }

  const bookable = line.packages.length > 0;
  return (
    <div className="wl-detail-page">
      {header}
      <img className="wl-detail-cover" src={line.cover} alt={name} width={390} height={219} fetchPriority="high" />
      <LineSummary line={line} />
      <section className="wl-detail-card" aria-labelledby="wl-line-intro">
        <h2 id="wl-line-intro">{t("detail.intro")}</h2>
        <p className="wl-line-text">{localized(line.description, line.description_en, i18n.language)}</p>
      </section>
      <Itinerary stops={line.itinerary} days={line.days} />
      <Inclusions line={line} />
      <PackageList packages={line.packages} />
      <BookingRules line={line} />
      {line.source_url ? (
        <section className="wl-detail-card">
          <p className="wl-line-muted">
            {t("detail.source")}：
            <a href={line.source_url} target="_blank" rel="noopener noreferrer">
              {t("detail.sourceLink", { name: line.source_name })}
            </a>
          </p>
        </section>
      ) : null}
      <div className="wl-line-bar">
        <span className="wl-line-bar__price">
          {line.min_price_fen !== null ? (
            <Price fen={line.min_price_fen} size="lg" from />
          ) : (
            <small>{t("detail.noPackages")}</small>
          )}
        </span>
        <Button color="primary" className="wl-button-primary wl-line-bar__button" disabled={!bookable} onClick={() => navigate(`/LineSelect?id=${line.id}`)}>
          {t("detail.book")}
        </Button>
      </div>
    </div>
  );
}
