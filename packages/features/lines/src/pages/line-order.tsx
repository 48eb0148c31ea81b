import { apiErrorMessage } from "@wenlv/api-client";
import { useSafeNavigate } from "@wenlv/app-kit";
import { DetailSkeleton, EmptyState, ErrorState, PageHeader } from "@wenlv/ui";
import { positiveId } from "@wenlv/validation/ids";
import { useSearchParams } from "react-router-dom";
import { useLineDeparturesQuery, useLineDetailQuery } from "../api";
import { LineOrderForm } from "../components/line-order-form";
import { useLinesT } from "../i18n";
import { selectionFrom } from "../selection";
import "@wenlv/ui/detail-layout.css";
import "../components/lines.css";

/**
 * /LineOrder?id=&day=&package=&adult=&child= (login required; /LineSelect leads here): loads the
 * line and the departure of `day` live (/api/line/departures from that day, one day: the seats
 * left and whether it is bookable come from the API, never from the URL), then shows the order
 * form (`LineOrderForm`: travellers per seat, contact, rules, total, 提交订单 through the signed
 * order create, then /OrderPay; on a full departure 加入候补 sends the same order to the waiting
 * list instead). A link without a day, an unknown package, no traveller, or children on a package
 * without a child fare leads back to the line.
 */
export function LineOrderPage() {
  const { t } = useLinesT();
  const navigate = useSafeNavigate();
  const [params] = useSearchParams();
  const id = positiveId(params.get("id"));
  const selection = selectionFrom(params);
  const detail = useLineDetailQuery(id ?? 0, { skip: id === null });
  const line = detail.data;
  const departures = useLineDeparturesQuery({ id: id ?? 0, from: selection.day ?? undefined, days: 1 }, { skip: id === null || !line || !selection.day, refetchOnMountOrArgChange: true });

  const header = <PageHeader title={t("titles.order")} />;
  if (id !== null && detail.isLoading) {
    return (
      <div className="wl-detail-page">
        {header}
        <DetailSkeleton />
      </div>
    );
  }
  if (id !== null && (detail.isError || !line)) {
    return (
      <div className="wl-detail-page">
        {header}
        <ErrorState message={apiErrorMessage(detail.error) || undefined} onRetry={() => void detail.refetch()} />
      </div>
    );
  }
  const pkg = line?.packages.find((p) => p.code === selection.packageCode);
  const children = pkg?.child ? selection.child : 0;
  const valid = line && pkg && selection.day && selection.adult + children > 0 && (pkg.child || selection.child === 0);
  if (!line || !pkg || !selection.day || !valid) {
    return (
      <div className="wl-detail-page">
        {header}
        <EmptyState description={t("order.missing")} actionText={t("order.backToLine")} onAction={() => navigate(line ? `/LineDetail?id=${line.id}` : "/OneDayTravelNew", { replace: true })} />
      </div>
    );
  }
  const departure = departures.data?.days.find((d) => d.day === selection.day);
  return (
    <div className="wl-detail-page">
      {header}
      <LineOrderForm
        line={line}
        pkg={pkg}
        day={selection.day}
        adults={selection.adult}
        children={children}
        departure={departures.data ? (departure ?? null) : undefined}
        departureFailed={departures.isError}
        onRetryDeparture={() => void departures.refetch()}
        sourceScene={params.get("fromsource") ?? ""}
      />
    </div>
  );
}
