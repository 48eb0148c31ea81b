import { useSafeNavigate, useTitleSubject } from "@wenlv/app-kit";
import { apiErrorMessage } from "@wenlv/api-client";
import type { HotelDetail, RoomType } from "@wenlv/contract/hotels";
import { localized } from "@wenlv/i18n";
import { DetailSkeleton, EmptyState, ErrorState, PageHeader } from "@wenlv/ui";
import { shanghaiDay } from "@wenlv/validation/days";
import { positiveId } from "@wenlv/validation/ids";
import { RightOutline } from "antd-mobile-icons";
import { useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { useHotelAvailabilityQuery, useHotelDetailQuery } from "../api";
import { RoomCard } from "../components/room-card";
import { StayBar } from "../components/stay-bar";
import { useHotelsT } from "../i18n";
import { nightsOf, stayFrom, stayQuery, type Stay } from "../stay";
import "@wenlv/ui/detail-layout.css";
import "../components/hotels.css";

/** The hotel's name, star level, district, address, phone, times, facilities and the sample note. */
export function HotelSummary({ hotel }: { hotel: HotelDetail }) {
  const { t, i18n } = useHotelsT();
  const english = i18n.language.startsWith("en");
  return (
    <section className="wl-detail-card">
      <h2 className="wl-hotel-summary__name">{localized(hotel.name, hotel.name_en, i18n.language)}</h2>
      <p className="wl-hotel-summary__meta">
        {t(`star.${hotel.star_level}`)} · {english ? hotel.area_name_en : hotel.area_name}
      </p>
      <p className="wl-hotel-summary__line">
        {t("detail.address")}：{localized(hotel.address, hotel.address_en, i18n.language)}
      </p>
      {hotel.phone ? (
        <p className="wl-hotel-summary__line">
          {t("detail.phone")}：
          <a href={`tel:${hotel.phone}`} aria-label={t("detail.callLabel", { phone: hotel.phone })}>
            {hotel.phone}
          </a>
        </p>
      ) : null}
      <p className="wl-hotel-summary__line">{t("detail.times", { checkIn: hotel.check_in, checkOut: hotel.check_out })}</p>
      {hotel.facilities.length > 0 ? (
        <ul className="wl-hotel-summary__facilities">
          {hotel.facilities.slice(0, 6).map((f) => (
            <li key={f}>{t(`facility.${f}`, { defaultValue: f })}</li>
          ))}
        </ul>
      ) : null}
      {hotel.sample ? <span className="wl-hotel-summary__sample">{t("sample")}</span> : null}
    </section>
  );
}

/**
 * /HotelDetail?id=&check_in=&check_out=&rooms=: the hotel (cover, summary), the stay (dates from
 * the stay calendar, rooms 1-5; kept in the URL so back, refresh and a shared link keep it; a stay
 * the API would not price falls back to tonight, `stayFrom`), and every room type priced for that
 * stay night by night from /api/hotel/availability: total, cancellation deadline, 仅剩N间, and
 * 预订 or 满房. 预订 opens /HotelOrder with the room and the stay; 酒店介绍 opens /HotelDetailMore.
 */
export function HotelDetailPage() {
  const { t, i18n } = useHotelsT();
  const navigate = useSafeNavigate();
  const [params, setParams] = useSearchParams();
  const id = positiveId(params.get("id"));
  const [today] = useState(() => shanghaiDay());
  const { data: hotel, error, isLoading, isError, refetch } = useHotelDetailQuery(id ?? 0, { skip: id === null });
  const stay = stayFrom(params, today, hotel?.sale_days ?? 1);
  const availability = useHotelAvailabilityQuery(
    { id: id ?? 0, check_in: stay.checkIn, check_out: stay.checkOut, rooms: stay.rooms },
    { skip: id === null || !hotel, refetchOnMountOrArgChange: true },
  );
  const name = hotel ? localized(hotel.name, hotel.name_en, i18n.language) : "";
  useTitleSubject(name);

  const header = <PageHeader title={name || t("titles.detail")} />;
  if (id === null) {
    return (
      <div className="wl-detail-page">
        {header}
        <EmptyState description={t("detail.missingId")} actionText={t("detail.backList")} onAction={() => navigate("/HotelAccommodation")} />
      </div>
    );
  }
  if (isLoading) {
    return (
      <div className="wl-detail-page">
        {header}
        <DetailSkeleton />
      </div>
    );
  }
  if (isError || !hotel) {
    return (
      <div className="wl-detail-page">
        {header}
        <ErrorState message={apiErrorMessage(error) || undefined} onRetry={() => void refetch()} />
      </div>
    );
  }

  const changeStay = (next: Stay) => setParams(`id=${hotel.id}&${stayQuery(next)}`, { replace: true });
  const book = (room: RoomType) => navigate(`/HotelOrder?id=${hotel.id}&room=${room.product_id}&${stayQuery(stay)}`);
  const nights = nightsOf(stay);
  return (
    <div className="wl-detail-page">
      {header}
      <img className="wl-detail-cover" src={hotel.cover} alt={name} width={390} height={219} fetchPriority="high" />
      <HotelSummary hotel={hotel} />
      <StayBar stay={stay} today={today} saleDays={hotel.sale_days} onChange={changeStay} withRooms />
      <section className="wl-detail-card" aria-labelledby="wl-hotel-rooms">
        <h2 id="wl-hotel-rooms">{t("detail.rooms")}</h2>
        {availability.isError ? <ErrorState message={t("detail.availabilityFailed")} onRetry={() => void availability.refetch()} /> : null}
        {hotel.rooms.length === 0 ? <p>{t("detail.noRooms")}</p> : null}
        <ul className="wl-room-list">
          {hotel.rooms.map((room) => (
            <RoomCard
              key={room.product_id}
              room={room}
              availability={availability.data?.rooms.find((r) => r.product_id === room.product_id)}
              nights={nights}
              rooms={stay.rooms}
              onBook={book}
            />
          ))}
        </ul>
      </section>
      <section className="wl-detail-card">
        <Link className="wl-hotel-more-link" to={`/HotelDetailMore?id=${hotel.id}`}>
          <span>{t("detail.more")}</span>
          <RightOutline aria-hidden="true" />
        </Link>
      </section>
    </div>
  );
}
