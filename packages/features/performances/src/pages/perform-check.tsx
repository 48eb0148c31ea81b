import { useSafeNavigate } from "@wenlv/app-kit";
import type { PerformDetail } from "@wenlv/contract/performances";
import { EmptyState, ErrorState, ListSkeleton } from "@wenlv/ui";
import { positiveId } from "@wenlv/validation/ids";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { usePerformSessionsQuery } from "../api";
import { choiceFrom, choiceQuery, sessionFrom, type SessionRef } from "../choice";
import { SeatChoice } from "../components/seat-choice";
import { SessionHeading } from "../components/session-heading";
import { ShowFrame } from "../components/show-frame";
import { ZoneChoice, type ZoneChoiceValue } from "../components/zone-choice";
import type { SessionZone } from "../components/zone-picker";
import { usePerformancesT } from "../i18n";
import { findSession, sessionOnSale, sessionWaitlisted, zoneWaitlisted } from "../sessions";

/**
 * A seated session's sold-out zones beside its seat map (decision 035): the card 已售罄票档可候补
 * (ZoneChoice `waitlistCard`) with those zones and a count, and 候补该票档 to their /PerformOrder
 * zone URL. The zone chosen here stays in the component's state: the URL holds the seats.
 */
function SoldOutZonesCard({ show, session, zones }: { show: PerformDetail; session: SessionRef; zones: readonly SessionZone[] }) {
  const [value, setValue] = useState<ZoneChoiceValue | null>(null);
  return <ZoneChoice show={show} session={session} zones={zones} value={value} onChange={setValue} variant="waitlistCard" />;
}

/**
 * The tickets of one session of a loaded show: the live session from /api/perform/sessions (gone or
 * closed for sale: says so and leads back to /PerformDate), then:
 * - general admission: the zones and the count (ZoneChoice; a sold-out zone can be chosen for its
 *   waiting list, joined on the order page), kept in the URL (`sku`, `qty`, replacing the entry) so
 *   back from the order page finds them, with the total and 下一步 to /PerformOrder;
 * - a seated hall with no seat left (`sessionWaitlisted`): the same zone choice, every zone on its
 *   waiting list (joined by zone and count, no seat: the offer picks adjacent seats, decision 035);
 * - a seated hall with seats: the seat map (SeatChoice) and, when some zones are sold out
 *   (`zoneWaitlisted`), the card of their waiting lists under it.
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
  if (show.seated && !sessionWaitlisted(live)) {
    const soldOut = live.zones.filter((z) => zoneWaitlisted(z));
    return (
      <>
        {heading}
        <SeatChoice show={show} session={session} extra={soldOut.length > 0 ? <SoldOutZonesCard show={show} session={session} zones={soldOut} /> : null} />
      </>
    );
  }
  const picked = choiceFrom(params);
  const value = picked?.kind === "zone" ? { skuId: picked.skuId, quantity: picked.quantity } : null;
  const choose = (next: ZoneChoiceValue) => setParams(choiceQuery(session, { kind: "zone", ...next }), { replace: true });
  return (
    <>
      {heading}
      <ZoneChoice show={show} session={session} zones={live.zones} value={value} onChange={choose} hint={show.seated ? t("check.seatedSoldOut") : undefined} />
    </>
  );
}

/**
 * /PerformCheck?id=&day=&slot=[&sku=&qty=|&seats=] (login required): the tickets of one session:
 * price zone and count for general admission (a sold-out zone marked 售罄 · 可候补 and choosable for
 * its waiting list), seats on the seat map for a seated hall, with its sold-out zones' waiting
 * lists under the map, or only those zones when no seat is left (decision 035); 下一步 (候补该票档)
 * opens /PerformOrder with the choice. A link without a valid session leads back to /PerformDate.
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
