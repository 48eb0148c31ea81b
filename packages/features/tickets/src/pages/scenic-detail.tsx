import { useIsLoggedIn, useRequireLogin, useSafeNavigate } from "@wenlv/app-kit";
import { apiErrorMessage, getApiClientConfig } from "@wenlv/api-client";
import { CollectButton, DetailSkeleton, EmptyState, ErrorState, PageHeader, SafeHtml } from "@wenlv/ui";
import { RightOutline } from "antd-mobile-icons";
import { Link, useLocation, useSearchParams } from "react-router-dom";
import { useTicketScenicDetailQuery } from "../api";
import { ScenicSummary } from "../components/scenic-summary";
import { TicketProducts } from "../components/ticket-products";
import { useTicketsT } from "../i18n";
import { ticketOrderHref, ticketOrderPath } from "../links";
import { localized } from "../localized";
import { positiveId } from "../scenic-id";
import "./scenic-detail.css";

/**
 * /ScenicDetail?id= (also /ScenicDetailKs and /ScenicDetailNew, spec section 2: one page under
 * every legacy path): the spot's cover, name, A-level, tags, opening hours, address with a map
 * link, description, and its ticket SKUs with prices and 预订 buttons leading to
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
        title={localized(data.name, data.name_en, i18n.language)}
        right={<CollectButton targetType="scenic" targetId={data.id} loggedIn={loggedIn} requireLogin={requireLogin} />}
      />
      <ScenicSummary scenic={data} />
      <TicketProducts
        products={data.products}
        onBook={(_product, sku) => navigate(ticketOrderHref(orderPath, data.id, sku.id, params.get("fromsource")))}
      />
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
    </div>
  );
}
