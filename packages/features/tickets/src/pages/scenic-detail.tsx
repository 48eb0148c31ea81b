import { HydrateLater, useIsLoggedIn, useRequireLogin, useSafeNavigate, useTitleSubject } from "@wenlv/app-kit";
import { apiErrorMessage, getApiClientConfig } from "@wenlv/api-client";
import { CollectButton, DetailSkeleton, EmptyState, ErrorState, PageHeader, SafeHtml } from "@wenlv/ui";
import { RightOutline } from "antd-mobile-icons";
import { lazy, Suspense } from "react";
import { Link, useLocation, useSearchParams } from "react-router-dom";
import { useTicketScenicDetailQuery } from "../api";
import { ScenicGallery } from "../components/scenic-gallery";
import { ScenicSummary } from "../components/scenic-summary";
import { ShareButton } from "../components/share-button";
import { TicketProducts } from "../components/ticket-products";
import { useTicketsT } from "../i18n";
import { ticketOrderHref, ticketOrderPath } from "../links";
import { localized } from "../localized";
import { positiveId } from "../scenic-id";
import "./scenic-detail.css";

/** The map, distance, navigation links and nearby spots: below the fold, so in their own chunk (issue 8 budgets). */
const ScenicLocation = lazy(() => import("../components/scenic-location"));

/**
 * /ScenicDetail?id= (also /ScenicDetailKs and /ScenicDetailNew, spec section 2: one page under
 * every legacy path): the spot's gallery (photos or labelled illustrations, with captions and
 * credits), name, rating, A-level, tags, hours per season, address with a map link, phone, its
 * ticket SKUs with prices and 预订 buttons, the description, and (lazily) a schematic map with the
 * visitor's distance, navigation links and the nearest spots (issue 9). 预订 leads to
 * /TicketOrder?id=<scenic id>&sku=<sku id> (/TicketOrderKs on the kunshan shell). The header's
 * 收藏 star collects the spot (issue 3); tapped without a session it starts the login, which
 * returns here.
 */
export function ScenicDetailPage() {
  const { t, i18n } = useTicketsT();
  const navigate = useSafeNavigate();
  const requireLogin = useRequireLogin();
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  const [params] = useSearchParams();
  const id = positiveId(params.get("id"));
  const { data, error, isLoading, isError, refetch } = useTicketScenicDetailQuery(id ?? 0, { skip: id === null });
  const name = data ? localized(data.name, data.name_en, i18n.language) : "";
  // The spot's name leads the document title (and the host's, where it draws the bar).
  useTitleSubject(name);

  if (id === null) {
    return (
      <div className="wl-scenic-detail">
        <PageHeader title={t("titles.detail")} />
        <EmptyState description={t("detail.missingId")} actionText={t("detail.backHome")} onAction={() => navigate("/")} />
      </div>
    );
  }
  if (isLoading) {
    return (
      <div className="wl-scenic-detail">
        <PageHeader title={t("titles.detail")} />
        <DetailSkeleton />
      </div>
    );
  }
  if (isError || !data) {
    return (
      <div className="wl-scenic-detail">
        <PageHeader title={t("titles.detail")} />
        <ErrorState message={apiErrorMessage(error) || undefined} onRetry={() => void refetch()} />
      </div>
    );
  }

  const orderPath = ticketOrderPath(getApiClientConfig().partnerCode, location.pathname);
  const description = localized(data.description, data.description_en, i18n.language);
  return (
    <div className="wl-scenic-detail">
      <PageHeader
        title={name}
        right={
          <span className="wl-scenic-detail__actions">
            <ShareButton title={name} text={t("share.text", { name })} />
            <CollectButton targetType="scenic" targetId={data.id} loggedIn={loggedIn} requireLogin={requireLogin} />
          </span>
        }
      />
      <ScenicGallery images={data.gallery.length > 0 ? data.gallery : [{ url: data.cover, kind: "illustration", caption: "", caption_en: "", credit: "" }]} name={name} />
      <ScenicSummary scenic={data} />
      {/* The sections below the summary are hydrated a task later (decision 031). */}
      <HydrateLater>
        <TicketProducts
          products={data.products}
          onBook={(_product, sku) => navigate(ticketOrderHref(orderPath, data.id, sku.id, params.get("fromsource")))}
        />
      </HydrateLater>
      <HydrateLater>
        <section className="wl-scenic-detail__intro" aria-labelledby="wl-scenic-intro-title">
          <h2 id="wl-scenic-intro-title" className="wl-section-title">
            {t("detail.intro")}
          </h2>
          <SafeHtml html={description} className="wl-scenic-detail__description" />
          <Link className="wl-scenic-detail__more" to={`/ScenicDetailMore?id=${data.id}`}>
            <span>{t("detail.more")}</span>
            <RightOutline aria-hidden="true" />
          </Link>
        </section>
      </HydrateLater>
      <Suspense fallback={<div className="wl-scenic-detail__location-skeleton" aria-hidden="true" />}>
        <ScenicLocation scenic={data} />
      </Suspense>
    </div>
  );
}
