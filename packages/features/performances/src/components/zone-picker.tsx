import type { PerformSession } from "@wenlv/contract/performances";
import { localized } from "@wenlv/i18n";
import { formatFen, QuantityStepper } from "@wenlv/ui";
import { Selector } from "antd-mobile";
import { usePerformancesT } from "../i18n";
import { zoneTicketLimit } from "../sessions";

export type ZonePickerProps = {
  session: PerformSession;
  /** The show's own most tickets of one order (`max_per_order`). */
  maxPerOrder: number;
  /** The chosen zone's SKU, or null. */
  skuId: number | null;
  quantity: number;
  onChange: (skuId: number, quantity: number) => void;
};

/**
 * General admission (/PerformCheck of a standing show): the session's price zones as an antd-mobile
 * Selector, each with its price and places left; a sold-out zone is marked 售罄 · 可候补 and can be
 * chosen too, its order page joining the waiting list (decision 035; general admission only, so a
 * seated hall never shows this picker). Then the ticket count, 1 up to the show's `max_per_order`
 * and what the chosen zone has left (`zoneTicketLimit`: the show's limit alone on a sold-out zone).
 */
export function ZonePicker({ session, maxPerOrder, skuId, quantity, onChange }: ZonePickerProps) {
  const { t, i18n } = usePerformancesT();
  const zone = session.zones.find((z) => z.sku_id === skuId);
  const max = zone ? Math.max(1, zoneTicketLimit(maxPerOrder, zone.remaining)) : 1;
  const options = session.zones.map((z) => ({
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
      <section className="wl-detail-card" aria-labelledby="wl-perform-zones">
        <h2 id="wl-perform-zones">{t("check.zones")}</h2>
        <Selector<number>
          columns={2}
          options={options}
          value={zone ? [zone.sku_id] : []}
          onChange={(values) => {
            const next = session.zones.find((z) => z.sku_id === values[0]);
            if (next) onChange(next.sku_id, Math.min(quantity, Math.max(1, zoneTicketLimit(maxPerOrder, next.remaining))));
          }}
        />
        {zone && zone.remaining <= 0 ? <p className="wl-perform-hint">{t("check.waitlistHint")}</p> : null}
      </section>
      <section className="wl-detail-card wl-perform-quantity" aria-labelledby="wl-perform-quantity">
        <div>
          <h2 id="wl-perform-quantity">{t("check.quantity")}</h2>
          <p className="wl-perform-hint">{t("check.quantityLimit", { max: maxPerOrder })}</p>
        </div>
        <QuantityStepper value={Math.min(quantity, max)} min={1} max={max} label={t("check.quantity")} disabled={!zone} onChange={(q) => zone && onChange(zone.sku_id, q)} />
      </section>
    </>
  );
}
