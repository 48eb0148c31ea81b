import type { PerformSession } from "@wenlv/contract/performances";
import { localized } from "@wenlv/i18n";
import { formatFen, QuantityStepper } from "@wenlv/ui";
import { Selector } from "antd-mobile";
import { useId, type ReactNode } from "react";
import { usePerformancesT } from "../i18n";
import { zoneTicketLimit } from "../sessions";

/** A price zone of one session: its SKU, price per ticket in fen and places left (`remaining`). */
export type SessionZone = PerformSession["zones"][number];

export type ZonePickerProps = {
  /** The zones offered, from the live session (/api/perform/sessions): all of them, or only the sold-out ones. */
  zones: readonly SessionZone[];
  /** The show's own most tickets of one order (`max_per_order`). */
  maxPerOrder: number;
  /** The chosen zone's SKU, or null. */
  skuId: number | null;
  quantity: number;
  onChange: (skuId: number, quantity: number) => void;
  /** A line under the zones' heading (e.g. a seated session's seats are all sold). */
  hint?: ReactNode;
  /** Each part its own page card (default), or plain blocks inside a card of the caller's (`false`). */
  framed?: boolean;
};

/**
 * The price zones of a session (/PerformCheck) as an antd-mobile Selector, each with its price and
 * places left; a sold-out zone is marked 售罄 · 可候补 and can be chosen too, its order page joining
 * the waiting list (decision 035: a general-admission zone, or a seated hall's zone with no free
 * seat, joined by zone and count, no seat). Then the ticket count, 1 up to the show's
 * `max_per_order` and what the chosen zone has left (`zoneTicketLimit`: the show's limit alone on
 * a sold-out zone).
 */
export function ZonePicker({ zones, maxPerOrder, skuId, quantity, onChange, hint, framed = true }: ZonePickerProps) {
  const { t, i18n } = usePerformancesT();
  const id = useId();
  const zone = zones.find((z) => z.sku_id === skuId);
  const max = zone ? Math.max(1, zoneTicketLimit(maxPerOrder, zone.remaining)) : 1;
  const Heading = framed ? "h2" : "h3";
  const options = zones.map((z) => ({
    value: z.sku_id,
    label: (
      <span className="wl-perform-zone">
        <span>
          {localized(z.name, z.name_en, i18n.language)} {formatFen(z.price_fen)}
        </span>
        <span className={`wl-perform-zone__left${z.remaining > 0 ? "" : " wl-perform-zone__left--waitlist"}`}>
          {z.remaining > 0 ? t("check.zoneLeft", { count: z.remaining }) : t("check.zoneWaitlist")}
        </span>
      </span>
    ),
  }));
  return (
    <>
      <section className={framed ? "wl-detail-card" : "wl-perform-part"} aria-labelledby={`${id}-zones`}>
        <Heading id={`${id}-zones`}>{t("check.zones")}</Heading>
        {hint ? <p className="wl-perform-hint wl-perform-hint--lead">{hint}</p> : null}
        <Selector<number>
          columns={2}
          options={options}
          value={zone ? [zone.sku_id] : []}
          onChange={(values) => {
            const next = zones.find((z) => z.sku_id === values[0]);
            if (next) onChange(next.sku_id, Math.min(quantity, Math.max(1, zoneTicketLimit(maxPerOrder, next.remaining))));
          }}
        />
        {zone && zone.remaining <= 0 ? <p className="wl-perform-hint">{t("check.waitlistHint")}</p> : null}
      </section>
      <section className={`${framed ? "wl-detail-card" : "wl-perform-part"} wl-perform-quantity`} aria-labelledby={`${id}-quantity`}>
        <div>
          <Heading id={`${id}-quantity`}>{t("check.quantity")}</Heading>
          <p className="wl-perform-hint">{t("check.quantityLimit", { max: maxPerOrder })}</p>
        </div>
        <QuantityStepper value={Math.min(quantity, max)} min={1} max={max} label={t("check.quantity")} disabled={!zone} onChange={(q) => zone && onChange(zone.sku_id, q)} />
      </section>
    </>
  );
}
