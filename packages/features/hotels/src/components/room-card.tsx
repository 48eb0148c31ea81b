import type { RoomAvailability, RoomType } from "@wenlv/contract/hotels";
import { localized } from "@wenlv/i18n";
import { formatFen, Price } from "@wenlv/ui";
import { formatShanghaiTime } from "@wenlv/validation/days";
import { Button } from "antd-mobile";
import { useHotelsT } from "../i18n";

/** Rooms left at or under which a room type says 仅剩N间. */
export const FEW_ROOMS_LEFT = 3;

/** True when the free-cancellation deadline `iso` has passed at `now` (a stay starting within it can no longer be cancelled free). */
export function deadlinePassed(iso: string, now = Date.now()): boolean {
  return Date.parse(iso) <= now;
}

/** "11-26 14:00": a deadline as the room and order pages show it (Shanghai time, no year). */
export function deadlineText(iso: string): string {
  return formatShanghaiTime(iso).slice(5);
}

export type RoomCardProps = {
  room: RoomType;
  /** The room type for the chosen stay; undefined while the availability loads. */
  availability: RoomAvailability | undefined;
  nights: number;
  /** Rooms asked for: the total is for all of them. */
  rooms: number;
  onBook: (room: RoomType) => void;
};

/**
 * One room type of a hotel for the chosen stay: name, bed, size, guests, breakfast, the
 * cancellation rule (free until the deadline the API computed from the hotel's check-in time, or
 * 不可取消), the stay's total for `rooms` rooms (fen) and the average per room and night, 仅剩N间 when few are left, and 预订, or 满房
 * when a night of the stay has too few rooms: a full room is never offered for booking, only 候补
 * (its order page joins the waiting list, decision 035).
 */
export function RoomCard({ room, availability, nights, rooms, onBook }: RoomCardProps) {
  const { t, i18n } = useHotelsT();
  const name = localized(room.name, room.name_en, i18n.language);
  const left = availability ? Math.min(...availability.nights.map((n) => n.remaining)) : null;
  const refund = room.rules.refund;
  const until = availability?.free_cancel_until ?? null;
  const noFreeCancel = refund.kind === "none" || (until !== null && deadlinePassed(until));
  const cancel = noFreeCancel ? t("room.noRefund") : until ? t("room.freeCancel", { time: deadlineText(until) }) : null;
  return (
    <li className="wl-room-card">
      <div className="wl-room-card__body">
        <h3 className="wl-room-card__name">{name}</h3>
        <p className="wl-room-card__facts">{t("room.facts", { bed: t(`room.bed.${room.bed}`), area: room.area_m2, guests: room.max_guests })}</p>
        <p className="wl-room-card__facts">{room.breakfast === 0 ? t("room.breakfast_0") : t("room.breakfast", { count: room.breakfast })}</p>
        {cancel ? <p className={`wl-room-card__cancel${noFreeCancel ? " wl-room-card__cancel--none" : ""}`}>{cancel}</p> : null}
      </div>
      <div className="wl-room-card__side">
        {availability ? (
          <>
            <span className="wl-room-card__total">
              <small>{t("room.stayTotal", { nights })}</small>
              <Price fen={availability.total_fen} size="md" />
            </span>
            <small className="wl-room-card__avg">{t("room.perNight", { price: formatFen(Math.round(availability.total_fen / Math.max(1, nights * rooms))) })}</small>
            {availability.bookable ? (
              <>
                {left !== null && left <= FEW_ROOMS_LEFT ? <small className="wl-room-card__left">{t("room.left", { count: left })}</small> : null}
                <Button color="primary" size="small" className="wl-button-primary" aria-label={t("room.bookLabel", { name })} onClick={() => onBook(room)}>
                  {t("room.book")}
                </Button>
              </>
            ) : (
              <>
                <small className="wl-room-card__left">{t("room.full")}</small>
                <Button size="small" color="primary" fill="outline" aria-label={t("room.waitlistLabel", { name })} onClick={() => onBook(room)}>
                  {t("room.waitlist")}
                </Button>
              </>
            )}
          </>
        ) : (
          <small className="wl-room-card__avg">{t("room.checking")}</small>
        )}
      </div>
    </li>
  );
}
