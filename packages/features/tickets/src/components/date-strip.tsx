import type { StockDay } from "@wenlv/contract/scenic";
import { Price } from "@wenlv/ui";
import type { BookingDay } from "../days";
import { useTicketsT } from "../i18n";
import { dayAvailability } from "../stock";
import "./date-strip.css";

export type DateStripProps = {
  days: readonly BookingDay[];
  /** Stock by day; undefined while the stock is loading (every day is then disabled). */
  stock: Map<string, StockDay> | undefined;
  /** Price of the chosen SKU in fen (the same every day), shown under each bookable day. */
  priceFen: number;
  value: string | null;
  onChange: (day: string) => void;
};

/**
 * The visit-day picker: the next 14 days (Asia/Shanghai) as a horizontal strip; each day shows
 * 今天/明天/后天 or its weekday, the date, and the price, or 闭馆 on the place's closing days, 已停售
 * today once every slot's booking cut-off has come, 售罄 when no time slot has stock left, or 不可订
 * outside the sales window. Only available days are enabled buttons (issue 9).
 */
export function DateStrip({ days, stock, priceFen, value, onChange }: DateStripProps) {
  const { t } = useTicketsT();
  const weekdays = t("order.weekdays", { returnObjects: true }) as unknown as string[];
  const relative = [t("order.today"), t("order.tomorrow"), t("order.dayAfter")];
  return (
    <div className="wl-date-strip" role="group" aria-label={t("order.date")}>
      {days.map((day) => {
        const availability = stock ? dayAvailability(stock.get(day.day)) : "unavailable";
        const selected = day.day === value;
        const label = relative[day.offset] ?? weekdays[day.weekday] ?? "";
        return (
          <button
            key={day.day}
            type="button"
            className={`wl-date-strip__day${selected ? " wl-date-strip__day--selected" : ""}`}
            aria-pressed={selected}
            disabled={availability !== "available"}
            data-day={day.day}
            onClick={() => onChange(day.day)}
          >
            <span className="wl-date-strip__label">{label}</span>
            <span className="wl-date-strip__date">{day.monthDay}</span>
            <span className="wl-date-strip__status">
              {availability === "available" ? (
                <Price fen={priceFen} size="sm" free />
              ) : stock ? (
                t(`order.${availability}`)
              ) : (
                "…"
              )}
            </span>
          </button>
        );
      })}
    </div>
  );
}
