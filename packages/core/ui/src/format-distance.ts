/** A distance ready for display: the number as text and its unit. */
export type DistanceParts = { value: string; unit: "m" | "km" };

/**
 * Turns a distance in metres into display parts: under 1 km whole metres (850 -> "850" m), from
 * 1 km one decimal with a trailing ".0" dropped (1234 -> "1.2" km, 2000 -> "2" km), from 100 km
 * whole kilometres. Throws RangeError for a negative or non-finite distance.
 */
export function distanceParts(metres: number): DistanceParts {
  if (!Number.isFinite(metres) || metres < 0) throw new RangeError(`distance must be a finite number >= 0, got ${String(metres)}`);
  const wholeMetres = Math.round(metres);
  if (wholeMetres < 1000) return { value: String(wholeMetres), unit: "m" };
  const tenthsOfKm = Math.round(metres / 100);
  if (tenthsOfKm >= 1000) return { value: String(Math.round(metres / 1000)), unit: "km" };
  const whole = Math.trunc(tenthsOfKm / 10);
  const tenth = tenthsOfKm % 10;
  return { value: tenth === 0 ? String(whole) : `${whole}.${tenth}`, unit: "km" };
}
