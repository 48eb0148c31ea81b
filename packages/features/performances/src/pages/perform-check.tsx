import { useSafeNavigate } from "@wenlv/app-kit";
import type { PerformDetail } from "@wenlv/contract/performances";
import { EmptyState, ErrorState, ListSkeleton, Price } from "@wenlv/ui";
import { positiveId } from "@wenlv/validation/ids";
import { Button } from "antd-mobile";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { usePerformSessionsQuery } from "../api";
import { choiceFrom, choiceQuery, sessionFrom, type SessionRef } from "../choice";
import { SeatChoice } from "../components/seat-choice";
import { SessionHeading } from "../components/session-heading";
import { ShowFrame } from "../components/show-frame";
import { ZonePicker } from "../components/zone-picker";
import { usePerformancesT } from "../i18n";
import { findSession, sessionOnSale, zoneTicketLimit } from "../sessions";

/**
 * The tickets of one session of a loaded show: the live session from /api/perform/sessions (gone or
 * closed for sale: says so and leads back to /PerformDate), then for general admission the zones
 * and the count (ZonePicker; a sold-out zone can be chosen for its waiting list, joined on the
 * order page), kept in the URL (`sku`, `qty`, replacing the entry) so back from the order page
 * finds them, with the total and 下一步 to /PerformOrder; for a seated hall, the seats (never
 * waitlisted).
 */
function SessionTickets({ show, session }: { show: PerformDetail; session: SessionRef }) {
  const { t } = usePerformancesT();
  const navigate = useSafeNavigate();
  const [params, setParams] = useSearchParams();
  const [now] = useState(() => Date.now());
  const query = usePerformSessionsQuery(show.id, { refetchOnMountOrArgChange: true });
  if (query.isLoading) return <ListSkeleton rows={3} />;
  if (query.isError || !query.data) return <ErrorState message={t("date.failed")} onRetry={() => void query.refetch()} />;
  const live = findSession(query.data.sessions, session.day, session.slot);
  if (!live || !sessionOnSale(live, now, show.sale_cutoff_minutes)) {
    return <EmptyState description={t("check.sessionGone")} actionText={t("check.backDates")} onAction={() => navigate(`/PerformDate?id=${show.id}`, { replace: true })} />;
  }
  const heading = <SessionHeading show={show} session={session} changeable />;
  if (show.seated) {
    return (
      <>
        {heading}
        <SeatChoice show={show} session={session} />
      </>
    );
  }
  const picked = choiceFrom(params);
  const zone = picked?.kind === "zone" ? live.zones.find((z) => z.sku_id === picked.skuId) : undefined;
  const quantity = zone && picked?.kind === "zone" ? Math.max(1, Math.min(picked.quantity, zoneTicketLimit(show.max_per_order, zone.remaining))) : 1;
  const choose = (skuId: number, qty: number) => setParams(choiceQuery(session, { kind: "zone", skuId, quantity: qty }), { replace: true });
  const next = () => zone && navigate(`/PerformOrder?${choiceQuery(session, { kind: "zone", skuId: zone.sku_id, quantity })}`);
  return (
    <>
      {heading}
      <ZonePicker session={live} maxPerOrder={show.max_per_order} skuId={zone?.sku_id ?? null} quantity={quantity} onChange={choose} />
      <div className="wl-perform-bar">
        <div className="wl-perform-bar__total" aria-live="polite">
          {zone ? <Price fen={zone.price_fen * quantity} size="lg" /> : <span className="wl-perform-bar__note">{t("check.pickZone")}</span>}
        </div>
        <Button className="wl-button-primary" color="primary" disabled={!zone} onClick={next}>
          {t("check.next")}
        </Button>
      </div>
    </>
  );
}

/**
 * /PerformCheck?id=&day=&slot=[&sku=&qty=] (login required): the tickets of one session: price
 * zone and count for general admission (a sold-out zone marked 售罄 · 可候补 and choosable for its
 * waiting list), seats on the seat map for a seated hall; 下一步 opens /PerformOrder with the
 * choice. A link without a valid session leads back to /PerformDate.
 */
export function PerformCheckPage() {
  const { t } = usePerformancesT();
  const navigate = useSafeNavigate();
  const [params] = useSearchParams();
  const session = sessionFrom(params);
  const showId = session?.showId ?? positiveId(params.get("id"));
  return (
    <ShowFrame title={t("titles.check")} showId={showId}>
      {(show) =>
        session ? (
          <SessionTickets show={show} session={session} />
        ) : (
          <EmptyState description={t("check.sessionGone")} actionText={t("check.backDates")} onAction={() => navigate(`/PerformDate?id=${show.id}`, { replace: true })} />
        )
      }
    </ShowFrame>
  );
}
