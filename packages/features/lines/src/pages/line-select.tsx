import { apiErrorMessage, getApiClientConfig, TOAST_DURATION_MS } from "@wenlv/api-client";
import { useSafeNavigate } from "@wenlv/app-kit";
import { MAX_DEPARTURE_DAYS } from "@wenlv/contract/lines";
import { MAX_ORDER_QUANTITY } from "@wenlv/contract/orders";
import { localized } from "@wenlv/i18n";
import { DetailSkeleton, EmptyState, ErrorState, PageHeader, Price } from "@wenlv/ui";
import { positiveId } from "@wenlv/validation/ids";
import { Button, Radio } from "antd-mobile";
import { useSearchParams } from "react-router-dom";
import { useLineDeparturesQuery, useLineDetailQuery } from "../api";
import { DeparturePicker } from "../components/departure-picker";
import { FareCounts } from "../components/fare-counts";
import { departureChoosable, travellerLimit } from "../departures";
import { useLinesT } from "../i18n";
import { packageOf, selectionFrom, selectionProblems, selectionQuery, type LineSelection } from "../selection";
import "@wenlv/ui/detail-layout.css";
import "../components/lines.css";

/**
 * /LineSelect?id=&day=&package=&adult=&child= (login required): the departure date (the next
 * choosable departures and a calendar of the line's days from /api/line/departures, with price and
 * seats left; a full departure still open for booking is offered as 满员 · 可候补, its waiting list
 * joined on /LineOrder (decision 035); days it does not run or whose booking closed are never
 * offered; the first bookable one is chosen until the user picks), the package (adult and child
 * fare per person) and how many adults and children (together at most MAX_ORDER_QUANTITY and the
 * seats left, or on a full departure its capacity: `travellerLimit`). The choice is kept in the
 * URL, so back from /LineOrder finds it. 下一步 checks it (`selectionProblems`, the first problem
 * toasted) and opens /LineOrder with it; the bar shows the indicative total in fen.
 */
export function LineSelectPage() {
  const { t, i18n } = useLinesT();
  const navigate = useSafeNavigate();
  const [params, setParams] = useSearchParams();
  const id = positiveId(params.get("id"));
  const detail = useLineDetailQuery(id ?? 0, { skip: id === null });
  const line = detail.data;
  const departures = useLineDeparturesQuery({ id: id ?? 0, days: Math.min(MAX_DEPARTURE_DAYS, line?.sale_days ?? MAX_DEPARTURE_DAYS) }, { skip: id === null || !line, refetchOnMountOrArgChange: true });
  const selection = selectionFrom(params);

  const header = <PageHeader title={t("titles.select")} />;
  let body;
  if (id === null) body = <EmptyState description={t("detail.missingId")} actionText={t("detail.backList")} onAction={() => navigate("/OneDayTravelNew", { replace: true })} />;
  else if (detail.isLoading) body = <DetailSkeleton />;
  else if (detail.isError || !line) body = <ErrorState message={apiErrorMessage(detail.error) || undefined} onRetry={() => void detail.refetch()} />;
  if (body || !line) {
    return (
      <div className="wl-detail-page">
        {header}
        {body}
      </div>
    );
  }

  const days = departures.data?.days;
  const picked = days?.find((d) => d.day === selection.day && departureChoosable(d));
  const departure = picked ?? days?.find((d) => d.bookable);
  const pkg = packageOf(line.packages, selection.packageCode) ?? line.packages[0];
  const max = departure ? travellerLimit(departure) : MAX_ORDER_QUANTITY;
  const chosen: LineSelection = { day: departure?.day ?? null, packageCode: pkg?.code ?? null, adult: selection.adult, child: pkg?.child ? selection.child : 0 };
  const update = (next: Partial<LineSelection>) => setParams(selectionQuery(line.id, { ...chosen, ...next }), { replace: true });
  const totalFen = pkg ? chosen.adult * pkg.adult.price_fen + chosen.child * (pkg.child?.price_fen ?? 0) : 0;
  const breakdown = [t("select.breakdownAdult", { count: chosen.adult }), ...(pkg?.child ? [t("select.breakdownChild", { count: chosen.child })] : [])].join(" ");
  const next = () => {
    const problems = selectionProblems(chosen, pkg, departure);
    if (problems.length > 0) {
      getApiClientConfig().toast.show(t(problems[0]!.key, problems[0]!.values), TOAST_DURATION_MS);
      return;
    }
    navigate(`/LineOrder?${selectionQuery(line.id, chosen)}`);
  };

  return (
    <div className="wl-detail-page">
      {header}
      <section className="wl-detail-card">
        <h2>{localized(line.name, line.name_en, i18n.language)}</h2>
      </section>
      <section className="wl-detail-card" aria-labelledby="wl-line-date">
        <h2 id="wl-line-date">{t("select.date")}</h2>
        {departures.isError ? <ErrorState message={t("select.departuresFailed")} onRetry={() => void departures.refetch()} /> : <DeparturePicker days={days} value={chosen.day} onChange={(day) => update({ day })} />}
      </section>
      <section className="wl-detail-card" aria-labelledby="wl-line-package">
        <h2 id="wl-line-package">{t("select.package")}</h2>
        {line.packages.length === 0 ? <p className="wl-line-muted">{t("detail.noPackages")}</p> : null}
        <Radio.Group value={pkg?.code ?? null} onChange={(code) => update({ packageCode: String(code) })}>
          <ul className="wl-line-options">
            {line.packages.map((p) => (
              <li key={p.code}>
                <Radio value={p.code} className="wl-line-option">
                  <span className="wl-line-option__name">{localized(p.name, p.name_en, i18n.language)}</span>
                  <Price fen={p.adult.price_fen} size="sm" />
                </Radio>
              </li>
            ))}
          </ul>
        </Radio.Group>
      </section>
      {pkg ? (
        <section className="wl-detail-card" aria-labelledby="wl-line-count">
          <h2 id="wl-line-count">{t("select.travellers")}</h2>
          <p className="wl-line-muted">{t("select.countLimit", { max })}</p>
          <FareCounts pkg={pkg} adult={chosen.adult} child={chosen.child} max={max} onChange={update} />
        </section>
      ) : null}
      <div className="wl-line-bar">
        <span className="wl-line-bar__price" aria-live="polite">
          <Price fen={totalFen} size="lg" />
          <small>{breakdown}</small>
        </span>
        <Button color="primary" className="wl-button-primary wl-line-bar__button" disabled={!departure || !pkg} onClick={next}>
          {t("select.next")}
        </Button>
      </div>
    </div>
  );
}
