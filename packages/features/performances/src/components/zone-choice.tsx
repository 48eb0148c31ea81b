import { useSafeNavigate } from "@wenlv/app-kit";
import type { PerformDetail } from "@wenlv/contract/performances";
import { Price } from "@wenlv/ui";
import { Button } from "antd-mobile";
import { useId, type ReactNode } from "react";
import { choiceQuery, type SessionRef } from "../choice";
import { usePerformancesT } from "../i18n";
import { zoneTicketLimit } from "../sessions";
import { ZonePicker, type SessionZone } from "./zone-picker";

/** A zone chosen on /PerformCheck: its SKU and the ticket count. */
export type ZoneChoiceValue = { skuId: number; quantity: number };

export type ZoneChoiceProps = {
  show: PerformDetail;
  session: SessionRef;
  /** The live session's zones offered (/api/perform/sessions): all of them, or a seated hall's sold-out ones. */
  zones: readonly SessionZone[];
  /** The zone and count chosen so far (the count is kept within what the zone allows here), or null. */
  value: ZoneChoiceValue | null;
  onChange: (value: ZoneChoiceValue) => void;
  /**
   * `bar` (default): the zones and count as page cards and the page's fixed bar with the total and
   * 下一步; `waitlistCard`: one card 已售罄票档可候补 holding them, with the total and 候补该票档.
   */
  variant?: "bar" | "waitlistCard";
  /** A line under the zones' heading (`bar` only; e.g. a seated session's seats are all sold). */
  hint?: ReactNode;
};

/**
 * Choosing tickets by price zone on /PerformCheck (ZonePicker): the zone and count (controlled: the
 * caller keeps `value`, in the URL or in state), the total in fen (zone price × count) and the
 * button to /PerformOrder?id=&day=&slot=&sku=&qty=. Used for a general-admission session; for a
 * seated hall's session with no seat left (every zone on its waiting list), and, as
 * `waitlistCard`, for a seated session's sold-out zones beside the seat map. A sold-out zone's
 * order page joins its waiting list (decision 035), by zone and count without seats.
 */
export function ZoneChoice({ show, session, zones, value, onChange, variant = "bar", hint }: ZoneChoiceProps) {
  const { t } = usePerformancesT();
  const navigate = useSafeNavigate();
  const headingId = useId();
  const zone = value ? zones.find((z) => z.sku_id === value.skuId) : undefined;
  const quantity = zone && value ? Math.max(1, Math.min(value.quantity, zoneTicketLimit(show.max_per_order, zone.remaining))) : 1;
  const next = () => zone && navigate(`/PerformOrder?${choiceQuery(session, { kind: "zone", skuId: zone.sku_id, quantity })}`);
  const card = variant === "waitlistCard";
  const picker = (
    <ZonePicker
      zones={zones}
      maxPerOrder={show.max_per_order}
      skuId={zone?.sku_id ?? null}
      quantity={quantity}
      onChange={(skuId, count) => onChange({ skuId, quantity: count })}
      hint={card ? undefined : hint}
      framed={!card}
    />
  );
  const action = (
    <>
      <div className="wl-perform-bar__total" aria-live="polite">
        {zone ? <Price fen={zone.price_fen * quantity} size={card ? "md" : "lg"} /> : <span className="wl-perform-bar__note">{t("check.pickZone")}</span>}
      </div>
      <Button className="wl-button-primary" color="primary" disabled={!zone} onClick={next}>
        {card ? t("check.joinZoneWaitlist") : t("check.next")}
      </Button>
    </>
  );
  if (card) {
    return (
      <section className="wl-detail-card wl-perform-waitlist" aria-labelledby={headingId}>
        <h2 id={headingId}>{t("check.soldOutZones")}</h2>
        <p className="wl-perform-hint">{t("check.soldOutZonesHint")}</p>
        {picker}
        <div className="wl-perform-waitlist__action">{action}</div>
      </section>
    );
  }
  return (
    <>
      {picker}
      <div className="wl-perform-bar">{action}</div>
    </>
  );
}
