import { useCheckoutT } from "./i18n";
import "./waitlist-notice.css";

export type WaitlistNoticeProps = {
  /** The place in line (1 = next) once the waiting list was joined for the chosen slot; null before. */
  position: number | null;
};

/**
 * On an order page whose stock is sold out (a ticket slot, a stay, a departure, a price zone;
 * decision 035): before joining, that the slot is sold out
 * and that joining the waiting list means being offered an unpaid order, to pay before its
 * deadline, when places come back (checkout's `waitlist.soldOutHint`); after joining, the place in
 * line ("已加入候补，您排在第N位") and where the offered order will show. A polite live region, so
 * the place in line is read out when it arrives.
 */
export function WaitlistNotice({ position }: WaitlistNoticeProps) {
  const tc = useCheckoutT();
  return (
    <div className="wl-waitlist-notice" role="status">
      {position === null ? (
        <p>{tc("waitlist.soldOutHint")}</p>
      ) : (
        <>
          <p className="wl-waitlist-notice__joined">{tc("waitlist.joined", { position })}</p>
          <p>{tc("waitlist.joinedHint")}</p>
        </>
      )}
    </div>
  );
}
