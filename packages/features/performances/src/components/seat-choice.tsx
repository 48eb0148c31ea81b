import { useSafeNavigate } from "@wenlv/app-kit";
import type { PerformDetail } from "@wenlv/contract/performances";
import { seatChoiceProblem, type SeatProblem } from "@wenlv/contract/seats";
import { localized } from "@wenlv/i18n";
import { ErrorState, ListSkeleton, Price } from "@wenlv/ui";
import { SeatMapView, useSeatLabel, useSeatProblemText } from "@wenlv/ui/seat-map";
import { Button } from "antd-mobile";
import { useState, type ReactNode } from "react";
import { useSearchParams } from "react-router-dom";
import { usePerformSeatsQuery } from "../api";
import { choiceFrom, choiceQuery, sessionQuery, type SessionRef } from "../choice";
import { usePerformancesT } from "../i18n";
import { linesTotalFen, ticketLines, zoneName } from "../ticket-lines";

export type SeatChoiceProps = {
  show: PerformDetail;
  session: SessionRef;
  /** Shown once the map is loaded, under it and above the 下一步 bar (/PerformCheck: the sold-out zones' waiting lists). */
  extra?: ReactNode;
};

/**
 * Seats of a seated session (/PerformCheck): the live seat map of /api/perform/seats (refetched on
 * every visit) drawn by the shared SeatMapView of @wenlv/ui/seat-map with the stage on top and the
 * price zones coloured, at most the map's `max_seats` (the show's per-order limit). The seats
 * chosen stay in the URL (`seats`, replacing the entry) so back from the order page keeps them;
 * each is listed with its zone and price, with the total. 下一步 checks the choice with the
 * contract's seat rules against the seats taken now and opens /PerformOrder with the seats, one
 * ticket (and, for a large show, one attendee) per seat. `extra` follows the map.
 */
export function SeatChoice({ show, session, extra }: SeatChoiceProps) {
  const { t, i18n } = usePerformancesT();
  const navigate = useSafeNavigate();
  const seatLabel = useSeatLabel();
  const problemText = useSeatProblemText();
  const [params, setParams] = useSearchParams();
  const [refused, setRefused] = useState<SeatProblem | null>(null);
  const query = usePerformSeatsQuery({ product_id: show.product_id, day: session.day, slot: session.slot }, { refetchOnMountOrArgChange: true });
  if (query.isLoading) return <ListSkeleton rows={3} />;
  if (query.isError || !query.data) return <ErrorState onRetry={() => void query.refetch()} />;
  const map = query.data;
  const picked = choiceFrom(params);
  const selected = picked?.kind === "seats" ? picked.seats : [];
  const choose = (seats: string[]) => {
    setRefused(null);
    setParams(seats.length > 0 ? choiceQuery(session, { kind: "seats", seats }) : sessionQuery(session), { replace: true });
  };
  const lines = ticketLines(show, { kind: "seats", seats: selected }, map);
  const totalFen = linesTotalFen(lines);
  const next = () => {
    const problem = seatChoiceProblem(map.layout, map.taken, selected, { maxSeats: map.max_seats, noSingleGap: map.no_single_gap });
    if (problem) setRefused(problem);
    else navigate(`/PerformOrder?${choiceQuery(session, { kind: "seats", seats: selected })}`);
  };
  return (
    <>
      <section className="wl-detail-card" aria-labelledby="wl-perform-seats">
        <h2 id="wl-perform-seats">{t("check.seats")}</h2>
        <p className="wl-perform-hint">{t("check.quantityLimit", { max: map.max_seats })}</p>
        <SeatMapView
          layout={map.layout}
          taken={map.taken}
          selected={selected}
          onChange={choose}
          max={map.max_seats}
          onRefuse={setRefused}
          zones={map.zones}
          front="stage"
          hallName={localized(map.hall_name, map.hall_name_en, i18n.language)}
        />
        {refused ? (
          <p className="wl-perform-error" role="alert">
            {problemText(refused)}
          </p>
        ) : null}
        {lines.length > 0 ? (
          <ul className="wl-perform-list" aria-label={t("check.seatsChosen", { count: lines.length })}>
            {lines.map((line) => (
              <li key={line.key}>
                <span>{t("order.seatRow", { seat: seatLabel(line.key), zone: zoneName(line.zone, i18n.language) })}</span>
                {line.zone ? <Price fen={line.zone.price_fen} size="sm" /> : null}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      {extra}
      <div className="wl-perform-bar">
        <div className="wl-perform-bar__total" aria-live="polite">
          {selected.length > 0 && totalFen !== null ? (
            <>
              <Price fen={totalFen} size="lg" />
              <span className="wl-perform-bar__note">{t("check.seatsChosen", { count: selected.length })}</span>
            </>
          ) : (
            <span className="wl-perform-bar__note">{t("check.pickSeats")}</span>
          )}
        </div>
        <Button className="wl-button-primary" color="primary" disabled={selected.length === 0} onClick={next}>
          {t("check.next")}
        </Button>
      </div>
    </>
  );
}
