import { ContactFields, saveLastContact, SubmitBar, useOrderContact, useCheckoutT, useContactRule, useJoinWaitlist, useOrderSource, useSubmitOrder, WaitlistNotice, type ContactValues } from "@wenlv/checkout";
import { apiErrorMessage } from "@wenlv/api-client";
import { useSafeNavigate } from "@wenlv/app-kit";
import { MAX_HOTEL_ROOMS } from "@wenlv/contract/orders";
import { localized } from "@wenlv/i18n";
import { DetailSkeleton, EmptyState, ErrorState, FormField, PageHeader, Price, QuantityStepper, valueRule } from "@wenlv/ui";
import { shanghaiDay } from "@wenlv/validation/days";
import { positiveId } from "@wenlv/validation/ids";
import { Form, Input } from "antd-mobile";
import { useCallback, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { useHotelAvailabilityQuery, useHotelDetailQuery } from "../api";
import { deadlinePassed, deadlineText } from "../components/room-card";
import { StayBar, useDayLabel } from "../components/stay-bar";
import { useHotelsT } from "../i18n";
import { buildHotelOrderData, validateHotelOrder, type HotelOrderField } from "../order-data";
import { nightsOf, stayFrom, stayQuery, type Stay } from "../stay";
import "@wenlv/ui/detail-layout.css";
import "../components/hotels.css";

type GuestValues = Record<`guest${number}`, string>;

/**
 * /HotelOrder?id=<hotel>&room=<room product>&check_in=&check_out=&rooms= (login required): the
 * room and the stay (dates changeable here too), the price of every night from
 * /api/hotel/availability, rooms (1-5, at most what every night has left), one guest name per
 * room, the contact (prefilled from the last order or the account), the cancellation rule with its
 * deadline shown before paying (free until the time the API computed from the hotel's check-in
 * time, or not cancellable), and the total. 提交订单 signs the hotel order create and goes to
 * /OrderPay; a stay with a full night says so and offers 加入候补 instead: the same signed order
 * joins the waiting list (decision 035) and the page shows the place in line.
 */
export function HotelOrderPage() {
  const { t, i18n } = useHotelsT();
  const tc = useCheckoutT();
  const navigate = useSafeNavigate();
  const [params, setParams] = useSearchParams();
  const hotelId = positiveId(params.get("id"));
  const roomId = positiveId(params.get("room"));
  const [today] = useState(() => shanghaiDay());
  const detail = useHotelDetailQuery(hotelId ?? 0, { skip: hotelId === null });
  const hotel = detail.data;
  const stay = stayFrom(params, today, hotel?.sale_days ?? 1);
  const availability = useHotelAvailabilityQuery(
    { id: hotelId ?? 0, check_in: stay.checkIn, check_out: stay.checkOut, rooms: stay.rooms },
    { skip: hotelId === null || !hotel, refetchOnMountOrArgChange: true },
  );
  const room = hotel?.rooms.find((r) => r.product_id === roomId);
  const roomNights = availability.data?.rooms.find((r) => r.product_id === roomId);
  const dayLabel = useDayLabel();
  const contactRule = useContactRule();

  const { form, initialContact } = useOrderContact<ContactValues & GuestValues>(null);
  const source = useOrderSource(params.get("fromsource") ?? "");
  const onCreated = useCallback(() => {
    const { contactName, contactPhone } = form.getFieldsValue(true) as ContactValues;
    saveLastContact({ name: contactName.trim(), phone: contactPhone.trim() });
  }, [form]);
  const { submit, submitting } = useSubmitOrder<HotelOrderField>(onCreated);
  const waitlist = useJoinWaitlist<HotelOrderField>();

  const header = <PageHeader title={t("titles.order")} />;
  if (detail.isLoading) {
    return (
      <div className="wl-detail-page">
        {header}
        <DetailSkeleton />
      </div>
    );
  }
  if (hotelId !== null && (detail.isError || !hotel)) {
    return (
      <div className="wl-detail-page">
        {header}
        <ErrorState message={apiErrorMessage(detail.error) || undefined} onRetry={() => void detail.refetch()} />
      </div>
    );
  }
  if (!hotel || !room) {
    return (
      <div className="wl-detail-page">
        {header}
        <EmptyState
          description={t("order.roomMissing")}
          actionText={t("order.backToHotel")}
          onAction={() => navigate(hotel ? `/HotelDetail?id=${hotel.id}` : "/HotelAccommodation", { replace: true })}
        />
      </div>
    );
  }

  const changeStay = (next: Stay) => setParams(`id=${hotel.id}&room=${room.product_id}&${stayQuery(next)}`, { replace: true });
  const nights = nightsOf(stay);
  const roomsLeft = roomNights ? Math.min(...roomNights.nights.map((n) => n.remaining)) : MAX_HOTEL_ROOMS;
  const maxRooms = Math.max(1, Math.min(MAX_HOTEL_ROOMS, roomsLeft));
  const bookable = roomNights ? roomNights.bookable : null;
  // A stay with a full night is not sold; the same form joins its waiting list instead (decision 035).
  const soldOut = bookable === false;
  const send = () => {
    const values = form.getFieldsValue(true) as ContactValues & GuestValues;
    const order = {
      productId: room.product_id,
      skuId: room.sku_id,
      stay,
      guests: Array.from({ length: stay.rooms }, (_, i) => values[`guest${i}`] ?? ""),
      bookable,
      contactName: values.contactName ?? "",
      contactPhone: values.contactPhone ?? "",
    };
    const problems = validateHotelOrder(order)
      .filter((p) => !(soldOut && p.field === "stay"))
      .map((p) => ({ field: p.field, text: t(p.key, p.values) }));
    if (soldOut) void waitlist.join(problems, () => buildHotelOrderData(order, source));
    else void submit(problems, () => buildHotelOrderData(order, source));
  };
  const refund = room.rules.refund;
  const totalFen = roomNights?.total_fen ?? 0;

  return (
    <div className="wl-detail-page">
      {header}
      <Form
        form={form}
        initialValues={initialContact}
        validateTrigger="onBlur"
        onFinish={send}
        onFinishFailed={send}
      >
        <section className="wl-detail-card">
          <h2>{localized(hotel.name, hotel.name_en, i18n.language)}</h2>
          <p className="wl-hotel-summary__meta">{localized(room.name, room.name_en, i18n.language)}</p>
          <p className="wl-hotel-summary__line">{t("room.facts", { bed: t(`room.bed.${room.bed}`), area: room.area_m2, guests: room.max_guests })}</p>
        </section>
        <StayBar stay={stay} today={today} saleDays={hotel.sale_days} onChange={changeStay} />
        <section className="wl-detail-card" aria-labelledby="wl-hotel-nightly">
          <h2 id="wl-hotel-nightly">{t("order.nightly")}</h2>
          {availability.isError ? <ErrorState message={t("detail.availabilityFailed")} onRetry={() => void availability.refetch()} /> : null}
          {roomNights ? (
            <dl className="wl-hotel-rows">
              {roomNights.nights.map((night) => (
                <div key={night.day}>
                  <dt>{t("order.nightRow", { day: dayLabel(night.day) })}</dt>
                  <dd>
                    <Price fen={night.price_fen} size="sm" />
                  </dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="wl-hotel-notice">{t("room.checking")}</p>
          )}
          {soldOut ? (
            <>
              <p className="wl-field-error" role="alert">
                {t("order.soldOut")}
              </p>
              <WaitlistNotice position={waitlist.joined?.position ?? null} />
            </>
          ) : null}
        </section>
        <section className="wl-detail-card" aria-labelledby="wl-hotel-rooms-count">
          <div className="wl-hotel-stay__rooms">
            <div>
              <h2 id="wl-hotel-rooms-count">{t("order.rooms")}</h2>
              <p className="wl-hotel-summary__line">{t("order.roomsLimit", { max: maxRooms })}</p>
            </div>
            <QuantityStepper value={Math.min(stay.rooms, maxRooms)} min={1} max={maxRooms} label={t("order.rooms")} onChange={(rooms) => changeStay({ ...stay, rooms })} />
          </div>
        </section>
        <section className="wl-detail-card" aria-labelledby="wl-hotel-guests">
          <h2 id="wl-hotel-guests">{t("order.guests")}</h2>
          <p className="wl-hotel-summary__line">{t("order.guestsHint")}</p>
          {Array.from({ length: stay.rooms }, (_, i) => (
            <FormField key={i} name={`guest${i}`} label={t("order.guestLabel", { index: i + 1 })} rules={[valueRule<string | undefined>((v) => (v?.trim() ? null : t("order.errors.guests", { index: i + 1 })))]}>
              <Input placeholder={t("order.guestPlaceholder")} maxLength={30} autoComplete="name" />
            </FormField>
          ))}
        </section>
        <section className="wl-detail-card" aria-labelledby="wl-hotel-contact">
          <h2 id="wl-hotel-contact">{tc("contact")}</h2>
          <ContactFields rule={contactRule} />
        </section>
        <section className="wl-detail-card" aria-labelledby="wl-hotel-cancel">
          <h2 id="wl-hotel-cancel">{t("order.cancelTitle")}</h2>
          {refund.kind === "none" ? (
            <p className="wl-hotel-notice wl-hotel-notice--none">{t("order.noRefund")}</p>
          ) : roomNights?.free_cancel_until && deadlinePassed(roomNights.free_cancel_until) ? (
            <p className="wl-hotel-notice wl-hotel-notice--none">{t("order.freeCancelPassed")}</p>
          ) : roomNights?.free_cancel_until ? (
            <p className="wl-hotel-notice">{t("order.freeCancelUntil", { time: deadlineText(roomNights.free_cancel_until) })}</p>
          ) : null}
        </section>
        <SubmitBar
          totalFen={totalFen}
          breakdown={t("order.breakdown", { nights, rooms: stay.rooms })}
          submitting={submitting || waitlist.joining}
          disabled={soldOut ? waitlist.joined !== null : bookable !== true}
          label={soldOut ? tc("waitlist.join") : undefined}
        />
      </Form>
    </div>
  );
}
