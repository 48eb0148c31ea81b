import { apiErrorMessage } from "@wenlv/api-client";
import { useSafeNavigate } from "@wenlv/app-kit";
import { ContactFields, SubmitBar, useCheckoutT, useContactRule, useJoinWaitlist, useOrderContact, useOrderSource, WaitlistNotice, type ContactValues } from "@wenlv/checkout";
import { localized } from "@wenlv/i18n";
import { DetailSkeleton, ErrorState, formatFen, QuantityStepper } from "@wenlv/ui";
import { Button, Form, Selector } from "antd-mobile";
import { useState } from "react";
import { useCinemaDetailQuery, useMovieDetailQuery, useMovieSeatsQuery, useMovieShowtimesQuery } from "../api";
import { useMoviesT } from "../i18n";
import { seatHref, type ShowtimeRef } from "../links";
import { buildMovieWaitlistData, fitWaitlistCount, isCoupleKind, stepWaitlistCount, validateMovieWaitlist, waitlistCountRange, type MovieWaitlistProblem } from "../order-data";
import { RefundRuleCard } from "./refund-rule";
import { ShowtimeLine } from "./showtime-line";

export type MovieWaitlistFormProps = {
  /** The sold-out showtime (from the /MovieOrder link). */
  showtime: ShowtimeRef;
  /** `fromsource` of the page URL (spec section 9), sent as `source_scene`. */
  sourceScene: string;
};

/**
 * The waiting-list mode of /MovieOrder (`wait=1`, decision 035): the showtime; 候补座位, the seat
 * kind (antd-mobile Selector over the seat map's `zones`: 普通座 / 情侣座, each with its price per
 * seat in fen) and the count (a stepper: 1..MAX_MOVIE_SEATS, couple seats a pair at a time: 2 or
 * 4); the waiting-list notice (what joining means, then the place in line); the contact; the refund
 * rule; the total (the kind's price per seat × count, integer fen, indicative). When the seat map
 * still has free seats (`remaining > 0`) it says so with 去选座 to /MovieSeat, and still lets the
 * visitor join (the free seats may not sit together; the API refuses "尚有余位，请直接预订" while
 * adjacent ones exist). 加入候补 signs the same film create as an order, with `seats: []`, the kind's
 * `sku_id` and `quantity` (buildMovieWaitlistData), and sends it to /api/waitlist/join
 * (useJoinWaitlist: refusals are toasted); then the place in line is shown, the button disabled,
 * and the seat map read again. A showtime no longer on sale: the seat map's error (ErrorState).
 */
export function MovieWaitlistForm({ showtime: ref, sourceScene }: MovieWaitlistFormProps) {
  const { t, i18n } = useMoviesT();
  const tc = useCheckoutT();
  const navigate = useSafeNavigate();
  const contactRule = useContactRule();
  const map = useMovieSeatsQuery({ product_id: ref.productId, day: ref.day, slot: ref.slot }, { refetchOnMountOrArgChange: true });
  const film = useMovieDetailQuery(ref.movieId);
  const cinema = useCinemaDetailQuery(ref.cinemaId);
  const showtimes = useMovieShowtimesQuery({ movie_id: ref.movieId, cinema_id: ref.cinemaId, day: ref.day });
  const [skuId, setSkuId] = useState<number | null>(null);
  const [quantity, setQuantity] = useState(1);
  const { form, initialContact } = useOrderContact(null);
  const source = useOrderSource(sourceScene);
  const waitlist = useJoinWaitlist<MovieWaitlistProblem["field"]>();

  if (map.isLoading) return <DetailSkeleton />;
  if (!map.data) return <ErrorState message={apiErrorMessage(map.error) || undefined} onRetry={() => void map.refetch()} />;

  const seatMap = map.data;
  const kind = seatMap.zones.find((z) => z.sku_id === skuId) ?? null;
  const couple = isCoupleKind(kind);
  const range = waitlistCountRange(couple);
  const kindName = (z: { name: string; name_en: string }) => localized(z.name, z.name_en, i18n.language);
  const choose = (values: number[]) => {
    const next = seatMap.zones.find((z) => z.sku_id === values[0]);
    if (!next) return;
    setSkuId(next.sku_id);
    setQuantity(fitWaitlistCount(isCoupleKind(next), quantity));
  };
  const send = () => {
    const values = form.getFieldsValue(true) as ContactValues;
    const order = { showtime: ref, kind, quantity, contactName: values.contactName ?? "", contactPhone: values.contactPhone ?? "" };
    const problems = validateMovieWaitlist(order).map((p) => ({ field: p.field, text: "values" in p ? t(p.key, p.values) : t(p.key) }));
    // A join sent (in line, or refused because seats came back) reads the seat map again, so the page says what it allows now.
    void waitlist.join(problems, () => buildMovieWaitlistData(order, source)).then(() => {
      if (problems.length === 0) void map.refetch();
    });
  };
  const amount = kind ? { unitPriceFen: kind.price_fen, quantity } : { totalFen: 0, breakdown: t("order.seatCount", { count: quantity }) };

  return (
    <Form form={form} initialValues={initialContact} validateTrigger="onBlur" onFinish={send} onFinishFailed={send}>
      <ShowtimeLine film={film.data} cinema={cinema.data} day={ref.day} slot={ref.slot} hallName={localized(seatMap.hall_name, seatMap.hall_name_en, i18n.language)} />
      <section className="wl-detail-card" aria-labelledby="wl-movie-waitlist-seats">
        <h2 id="wl-movie-waitlist-seats">{t("waitlist.seats")}</h2>
        <p className="wl-movie-note">{t("waitlist.kind")}</p>
        <Selector<number> columns={2} options={seatMap.zones.map((z) => ({ value: z.sku_id, label: t("waitlist.kindPrice", { name: kindName(z), price: formatFen(z.price_fen) }) }))} value={kind ? [kind.sku_id] : []} onChange={choose} />
        {couple ? <p className="wl-movie-note">{t("waitlist.coupleHint")}</p> : null}
        <div className="wl-movie-count">
          <span>{t("waitlist.count")}</span>
          <QuantityStepper value={quantity} min={range.min} max={range.max} label={t("waitlist.count")} disabled={!kind} onChange={(next) => setQuantity(stepWaitlistCount(couple, quantity, next))} />
        </div>
        <p className="wl-movie-note">{t("waitlist.countHint", { max: range.max })}</p>
        {seatMap.remaining > 0 && !waitlist.joined ? (
          <>
            <p className="wl-movie-note" role="status">
              {t("waitlist.stillFree", { count: seatMap.remaining })}
            </p>
            <Button size="small" color="primary" fill="outline" onClick={() => navigate(seatHref(ref))}>
              {t("waitlist.chooseSeats")}
            </Button>
          </>
        ) : (
          <WaitlistNotice position={waitlist.joined?.position ?? null} />
        )}
      </section>
      <section className="wl-detail-card" aria-labelledby="wl-movie-contact">
        <h2 id="wl-movie-contact">{tc("contact")}</h2>
        <ContactFields rule={contactRule} />
      </section>
      <RefundRuleCard rules={showtimes.data?.rules} />
      <SubmitBar {...amount} submitting={waitlist.joining} disabled={waitlist.joined !== null} label={tc("waitlist.join")} />
    </Form>
  );
}
