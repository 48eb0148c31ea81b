import { apiErrorMessage, getApiClientConfig, TOAST_DURATION_MS } from "@wenlv/api-client";
import { useSafeNavigate } from "@wenlv/app-kit";
import { seatChoiceProblem, type SeatMap } from "@wenlv/contract/seats";
import { localized } from "@wenlv/i18n";
import { DetailSkeleton, EmptyState, ErrorState, PageHeader, Price, formatFen } from "@wenlv/ui";
import { SeatMapView, seatGroup, useSeatLabel, useSeatProblemText } from "@wenlv/ui/seat-map";
import { Button } from "antd-mobile";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { useCinemaDetailQuery, useMovieDetailQuery, useMovieSeatsQuery } from "../api";
import { ShowtimeLine } from "../components/showtime-line";
import { useMoviesT } from "../i18n";
import { orderHref, seatsFrom, showtimeFrom, waitlistHref, type ShowtimeRef } from "../links";
import { priceSeats, seatsTotalFen } from "../seat-pricing";
import "@wenlv/ui/detail-layout.css";
import "../components/movies.css";

/** How often the seat page asks for the seats taken while it is open (ms). */
export const SEATS_POLL_MS = 15_000;

/** The choice without the seats `map` no longer offers (taken now, or gone), couple halves dropped together; and the seats lost. */
export function keepFreeSeats(map: Pick<SeatMap, "layout" | "taken">, selected: readonly string[]): { kept: string[]; lost: string[] } {
  const taken = new Set(map.taken);
  const lost = selected.filter((code) => taken.has(code) || seatGroup(map.layout, code).length === 0);
  if (lost.length === 0) return { kept: [...selected], lost };
  const drop = new Set(lost.flatMap((code) => [code, ...seatGroup(map.layout, code).map((s) => s.code)]));
  return { kept: selected.filter((code) => !drop.has(code)), lost };
}

/** The bottom bar: the chosen seats (each a button giving it back) with their prices, the total (fen), the rule problem, and 确认选座. */
function SeatBar({ map, selected, onRemove, onConfirm }: { map: SeatMap; selected: string[]; onRemove: (code: string) => void; onConfirm: () => void }) {
  const { t } = useMoviesT();
  const label = useSeatLabel();
  const problemText = useSeatProblemText();
  const priced = priceSeats(map, selected);
  const problem = seatChoiceProblem(map.layout, map.taken, selected, { maxSeats: map.max_seats, noSingleGap: map.no_single_gap });
  return (
    <div className="wl-seat-bar" aria-live="polite">
      <h2 className="wl-seat-bar__title">{t("seat.chosen")}</h2>
      {selected.length === 0 ? <p className="wl-movie-note">{t("seat.none")}</p> : null}
      <ul className="wl-seat-bar__seats">
        {priced.map((seat) => (
          <li key={seat.code}>
            <button type="button" className="wl-seat-chip" aria-label={t("seat.remove", { seat: label(seat.code) })} onClick={() => onRemove(seat.code)}>
              {t("seat.seatPrice", { seat: label(seat.code), price: formatFen(seat.priceFen) })} ×
            </button>
          </li>
        ))}
      </ul>
      {problem && problem.kind !== "none" ? (
        <p className="wl-field-error" role="alert">
          {problemText(problem)}
        </p>
      ) : null}
      <div className="wl-seat-bar__foot">
        <Price fen={seatsTotalFen(priced)} size="lg" />
        <Button color="primary" className="wl-button-primary" disabled={problem !== null} onClick={onConfirm}>
          {t("seat.confirm")}
        </Button>
      </div>
    </div>
  );
}

/** The seat map of `ref` with the choice, kept live: taken seats refetched every {@link SEATS_POLL_MS} and on return to the page. */
function SeatChooser({ showtime, map, initial }: { showtime: ShowtimeRef; map: SeatMap; initial: string[] }) {
  const { t, i18n } = useMoviesT();
  const navigate = useSafeNavigate();
  const label = useSeatLabel();
  const problemText = useSeatProblemText();
  const [selected, setSelected] = useState<string[]>(() => keepFreeSeats(map, initial).kept);
  const [lost, setLost] = useState<string[]>([]);
  // A new answer of the seats taken: drop the chosen seats it no longer offers (React's "adjust state on a prop change").
  const [seenMap, setSeenMap] = useState(map);
  if (seenMap !== map) {
    setSeenMap(map);
    const next = keepFreeSeats(map, selected);
    if (next.lost.length > 0) {
      setSelected(next.kept);
      setLost(next.lost);
    }
  }
  const remove = (code: string) => {
    const group = seatGroup(map.layout, code).map((s) => s.code);
    setSelected(selected.filter((c) => c !== code && !group.includes(c)));
  };
  return (
    <>
      <p className="wl-movie-note wl-movie-rules">{t("seat.rules", { max: map.max_seats })}</p>
      {lost.length > 0 ? (
        <p className="wl-field-error" role="alert">
          {t("seat.lost", { seats: lost.map(label).join("、") })}
        </p>
      ) : null}
      <SeatMapView
        layout={map.layout}
        taken={map.taken}
        selected={selected}
        max={map.max_seats}
        hallName={localized(map.hall_name, map.hall_name_en, i18n.language)}
        onChange={(next) => {
          setLost([]);
          setSelected(next);
        }}
        onRefuse={(problem) => getApiClientConfig().toast.show(problemText(problem), TOAST_DURATION_MS)}
      />
      <SeatBar map={map} selected={selected} onRemove={remove} onConfirm={() => navigate(orderHref(showtime, selected))} />
    </>
  );
}

/**
 * /MovieSeat?product=<film at cinema>&day=&slot=&movie=&cinema= (login; seats= to start from a
 * choice): the film, cinema and showtime, and the hall's seat map from /api/movie/seats with the
 * seats taken now (refetched every 15 s and on return; a chosen seat taken meanwhile is dropped and
 * named). Choosing keeps the rules of contract seats.ts: taken and disabled seats cannot be chosen,
 * a couple seat comes as a pair, at most `max_seats`; a choice leaving a single empty seat is named
 * and 确认选座 waits until it is fixed. The bar lists the seats with their prices and the total
 * (fen); 确认选座 opens /MovieOrder with the seats. When no seat is left (`remaining` 0) a note above
 * the map offers 加入候补: /MovieOrder in waiting-list mode (links.ts waitlistHref, decision 035).
 */
export function MovieSeatPage() {
  const { t, i18n } = useMoviesT();
  const navigate = useSafeNavigate();
  const [params] = useSearchParams();
  const ref = showtimeFrom(params);
  const [initial] = useState(() => seatsFrom(params));
  const seats = useMovieSeatsQuery(
    { product_id: ref?.productId ?? 0, day: ref?.day ?? "", slot: ref?.slot ?? "" },
    { skip: ref === null, refetchOnMountOrArgChange: true, refetchOnFocus: true, pollingInterval: SEATS_POLL_MS },
  );
  const film = useMovieDetailQuery(ref?.movieId ?? 0, { skip: ref === null });
  const cinema = useCinemaDetailQuery(ref?.cinemaId ?? 0, { skip: ref === null });
  const map = seats.data;
  let body;
  if (ref === null) body = <EmptyState description={t("seat.missing")} actionText={t("seat.backCheck")} onAction={() => navigate("/Movies", { replace: true })} />;
  else if (seats.isLoading) body = <DetailSkeleton />;
  else if (!map) body = <ErrorState message={apiErrorMessage(seats.error) || undefined} onRetry={() => void seats.refetch()} />;
  else
    body = (
      <>
        <ShowtimeLine film={film.data} cinema={cinema.data} day={ref.day} slot={ref.slot} hallName={localized(map.hall_name, map.hall_name_en, i18n.language)} />
        {map.remaining === 0 ? (
          <section className="wl-detail-card" aria-labelledby="wl-movie-seat-sold-out">
            <h2 id="wl-movie-seat-sold-out">{t("seat.soldOut")}</h2>
            <p className="wl-movie-note">{t("seat.waitlistHint")}</p>
            <Button size="small" color="primary" fill="outline" onClick={() => navigate(waitlistHref(ref))}>
              {t("seat.waitlist")}
            </Button>
          </section>
        ) : null}
        <SeatChooser showtime={ref} map={map} initial={initial} />
      </>
    );
  return (
    <div className="wl-detail-page wl-movie-page--bar">
      <PageHeader title={t("titles.seat")} />
      {body}
    </div>
  );
}
