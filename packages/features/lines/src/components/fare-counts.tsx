import type { LinePackage } from "@wenlv/contract/lines";
import { Price, QuantityStepper } from "@wenlv/ui";
import { useLinesT } from "../i18n";

export type FareCountsProps = {
  pkg: LinePackage;
  adult: number;
  child: number;
  /** Most travellers in all (seats left, at most MAX_ORDER_QUANTITY). */
  max: number;
  onChange: (counts: { adult: number; child: number }) => void;
};

/**
 * How many adults and children take the package: a stepper per fare with its price per person
 * (fen); together at most `max`. The child stepper shows only when the package has a child fare.
 */
export function FareCounts({ pkg, adult, child, max, onChange }: FareCountsProps) {
  const { t } = useLinesT();
  const rows = [
    { key: "adult" as const, label: t("detail.adult"), fare: pkg.adult, value: adult, other: child },
    ...(pkg.child ? [{ key: "child" as const, label: t("detail.child"), fare: pkg.child, value: child, other: adult }] : []),
  ];
  return (
    <ul className="wl-line-counts">
      {rows.map((row) => (
        <li key={row.key} className="wl-line-counts__row">
          <span>
            <strong>{row.label}</strong>
            <Price fen={row.fare.price_fen} size="sm" />
          </span>
          <QuantityStepper
            value={row.value}
            min={0}
            max={Math.max(row.value, max - row.other)}
            label={row.label}
            onChange={(value) => onChange(row.key === "adult" ? { adult: value, child } : { adult, child: value })}
          />
        </li>
      ))}
    </ul>
  );
}
