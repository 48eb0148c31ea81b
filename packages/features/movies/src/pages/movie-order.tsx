import { ContactFields, saveLastContact, SubmitBar, useOrderContact, useCheckoutT, useContactRule, useOrderSource, useSubmitOrder, type ContactValues } from "@wenlv/checkout";
import { apiErrorMessage } from "@wenlv/api-client";
import { useSafeNavigate } from "@wenlv/app-kit";
import { seatChoiceProblem } from "@wenlv/contract/seats";
import { localized } from "@wenlv/i18n";
import { DetailSkeleton, EmptyState, ErrorState, PageHeader, Price } from "@wenlv/ui";
import { useSeatLabel, useSeatProblemText } from "@wenlv/ui/seat-map";
import { Button, Form } from "antd-mobile";
import { useCallback, useState, type ReactNode } from "react";
import { useSearchParams } from "react-router-dom";
import { useCinemaDetailQuery, useMovieDetailQuery, useMovieSeatsQuery, useMovieShowtimesQuery } from "../api";
import { MovieWaitlistForm } from "../components/movie-waitlist-form";
import { RefundRuleCard } from "../components/refund-rule";
import { ShowtimeLine } from "../components/showtime-line";
import { useMoviesT } from "../i18n";
import { seatHref, seatsFrom, showtimeFrom, waitlistFrom } from "../links";
import { buildMovieOrderData, validateMovieOrder } from "../order-data";
import { priceSeats, seatsTotalFen } from "../seat-pricing";
import "@wenlv/ui/detail-layout.css";
import "../components/movies.css";

/**
 * The seats mode of /MovieOrder (`seats=R05-12,R05-13`): the film, cinema and showtime, the seats
 * with their prices (each seat at its zone's price, fen) checked again against the seats taken now
 * (a seat gone or a broken rule disables 提交订单 and offers 重新选座), the contact (prefilled from
 * the last order or the account), the refund rule, and the total. 提交订单 signs the film order
 * create (useSubmitOrder) and goes to /OrderPay.
 */
function MovieSeatsOrder() {
  const { t, i18n } = useMoviesT();
  const tc = useCheckoutT();
  const navigate = useSafeNavigate();
  const [params] = useSearchParams();
  const ref = showtimeFrom(params);
  const [seats] = useState(() => seatsFrom(params));
  const seatLabel = useSeatLabel();
  const problemText = useSeatProblemText();
  const contactRule = useContactRule();
  const map = useMovieSeatsQuery({ product_id: ref?.productId ?? 0, day: ref?.day ?? "", slot: ref?.slot ?? "" }, { skip: ref === null, refetchOnMountOrArgChange: true });
  const film = useMovieDetailQuery(ref?.movieId ?? 0, { skip: ref === null });
  const cinema = useCinemaDetailQuery(ref?.cinemaId ?? 0, { skip: ref === null });
  const showtimes = useMovieShowtimesQuery({ movie_id: ref?.movieId ?? 0, cinema_id: ref?.cinemaId ?? 0, day: ref?.day }, { skip: ref === null });

  const { form, initialContact } = useOrderContact(null);
  const source = useOrderSource(params.get("fromsource") ?? "");
  const onCreated = useCallback(() => {
    const { contactName, contactPhone } = form.getFieldsValue(true) as ContactValues;
    saveLastContact({ name: contactName.trim(), phone: contactPhone.trim() });
  }, [form]);
  const { submit, submitting } = useSubmitOrder<"seats" | "contactName" | "contactPhone">(onCreated);

  const header = <PageHeader title={t("titles.order")} />;
  const page = (body: ReactNode) => (
    <div className="wl-detail-page">
      {header}
      {body}
    </div>
  );
  if (ref === null || seats.length === 0) return page(<EmptyState description={t("seat.missing")} actionText={t("seat.backCheck")} onAction={() => navigate("/Movies", { replace: true })} />);
  if (map.isLoading) return page(<DetailSkeleton />);
  if (!map.data) return page(<ErrorState message={apiErrorMessage(map.error) || undefined} onRetry={() => void map.refetch()} />);

  const seatMap = map.data;
  const priced = priceSeats(seatMap, seats);
  const seatProblem = seatChoiceProblem(seatMap.layout, seatMap.taken, seats, { maxSeats: seatMap.max_seats, noSingleGap: seatMap.no_single_gap });
  const rules = showtimes.data?.rules;
  const changeSeats = () => navigate(`${seatHref(ref)}&seats=${seats.join(",")}`, { replace: true });
  const send = () => {
    const values = form.getFieldsValue(true) as ContactValues;
    const order = { showtime: ref, seats, contactName: values.contactName ?? "", contactPhone: values.contactPhone ?? "" };
    const problems = validateMovieOrder(order, seatMap).map((p) => ({ field: p.field, text: "seat" in p ? problemText(p.seat) : t(p.key) }));
    void submit(problems, () => buildMovieOrderData(order, source));
  };

  return page(
    <Form form={form} initialValues={initialContact} validateTrigger="onBlur" onFinish={send} onFinishFailed={send}>
      <ShowtimeLine film={film.data} cinema={cinema.data} day={ref.day} slot={ref.slot} hallName={localized(seatMap.hall_name, seatMap.hall_name_en, i18n.language)} />
      <section className="wl-detail-card" aria-labelledby="wl-movie-order-seats">
        <h2 id="wl-movie-order-seats">{t("order.seats")}</h2>
        <dl className="wl-movie-facts wl-movie-facts--rows">
          {priced.map((seat) => (
            <div key={seat.code}>
              <dt>{seatLabel(seat.code)}</dt>
              <dd>
                <Price fen={seat.priceFen} size="sm" />
              </dd>
            </div>
          ))}
        </dl>
        {seatProblem ? (
          <>
            <p className="wl-field-error" role="alert">
              {t("order.seatsGone")} {problemText(seatProblem)}
            </p>
            <Button size="small" color="primary" fill="outline" onClick={changeSeats}>
              {t("order.changeSeats")}
            </Button>
          </>
        ) : null}
      </section>
      <section className="wl-detail-card" aria-labelledby="wl-movie-contact">
        <h2 id="wl-movie-contact">{tc("contact")}</h2>
        <ContactFields rule={contactRule} />
      </section>
      <RefundRuleCard rules={rules} />
      <SubmitBar totalFen={seatsTotalFen(priced)} breakdown={t("order.seatCount", { count: seats.length })} submitting={submitting} disabled={seatProblem !== null} />
    </Form>,
  );
}

/** The waiting-list mode of /MovieOrder (`wait=1`): the page around {@link MovieWaitlistForm}, or a way back when the showtime in the link is incomplete. */
function MovieWaitlistOrder() {
  const { t } = useMoviesT();
  const navigate = useSafeNavigate();
  const [params] = useSearchParams();
  const ref = showtimeFrom(params);
  return (
    <div className="wl-detail-page">
      <PageHeader title={t("titles.order")} />
      {ref === null ? (
        <EmptyState description={t("seat.missing")} actionText={t("seat.backCheck")} onAction={() => navigate("/Movies", { replace: true })} />
      ) : (
        <MovieWaitlistForm showtime={ref} sourceScene={params.get("fromsource") ?? ""} />
      )}
    </div>
  );
}

/**
 * /MovieOrder?product=&day=&slot=&movie=&cinema= (login), in one of two modes:
 * - `seats=R05-12,R05-13` (from /MovieSeat): the order of those seats, 提交订单 then /OrderPay;
 * - `wait=1` (links.ts waitlistHref, from a sold-out showtime on /MovieCheck or /MovieSeat): the
 *   waiting-list join of decision 035, a seat kind and count instead of seats (MovieWaitlistForm).
 */
export function MovieOrderPage() {
  const [params] = useSearchParams();
  return waitlistFrom(params) ? <MovieWaitlistOrder /> : <MovieSeatsOrder />;
}
