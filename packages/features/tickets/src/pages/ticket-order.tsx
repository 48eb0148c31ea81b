import { apiErrorMessage } from "@wenlv/api-client";
import { useSafeNavigate } from "@wenlv/app-kit";
import { DetailSkeleton, EmptyState, ErrorState, PageHeader } from "@wenlv/ui";
import { useSearchParams } from "react-router-dom";
import { useTicketScenicDetailQuery } from "../api";
import { CartLink } from "../components/cart-link";
import { TicketOrderForm } from "../components/ticket-order-form";
import { useTicketsT } from "../i18n";
import { positiveId } from "../scenic-id";

/**
 * /TicketOrder?id=<scenic id>&sku=<sku id> (also /TicketOrderKs; login required): loads the spot,
 * finds the product holding the SKU, and shows the order form. A SKU that is no longer sold says
 * so and leads back to the spot. The header links to the ticket cart with its line count.
 */
export function TicketOrderPage() {
  const { t } = useTicketsT();
  const navigate = useSafeNavigate();
  const [params] = useSearchParams();
  const scenicId = positiveId(params.get("id"));
  const skuId = positiveId(params.get("sku"));
  const { data, error, isLoading, isError, refetch } = useTicketScenicDetailQuery(scenicId ?? 0, { skip: scenicId === null });
  const header = <PageHeader title={t("titles.order")} right={<CartLink />} />;

  if (scenicId !== null && isLoading) {
    return (
      <div className="wl-ticket-order">
        {header}
        <DetailSkeleton />
      </div>
    );
  }
  if (scenicId !== null && (isError || !data)) {
    return (
      <div className="wl-ticket-order">
        {header}
        <ErrorState message={apiErrorMessage(error) || undefined} onRetry={() => void refetch()} />
      </div>
    );
  }
  const product = data?.products.find((p) => p.skus.some((sku) => sku.id === skuId));
  const sku = product?.skus.find((s) => s.id === skuId);
  if (!data || !product || !sku) {
    return (
      <div className="wl-ticket-order">
        {header}
        <EmptyState
          description={t("order.skuMissing")}
          actionText={data ? t("order.backToScenic") : t("detail.backHome")}
          onAction={() => navigate(data ? `/ScenicDetail?id=${data.id}` : "/", { replace: true })}
        />
      </div>
    );
  }
  return (
    <div className="wl-ticket-order">
      {header}
      <TicketOrderForm scenic={data} product={product} sku={sku} sourceScene={params.get("fromsource") ?? ""} />
    </div>
  );
}
