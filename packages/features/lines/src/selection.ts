import type { LineDepartureDay, LinePackage } from "@wenlv/contract/lines";
import { MAX_ORDER_QUANTITY } from "@wenlv/contract/orders";
import { isDay } from "@wenlv/validation/days";
import { departureChoosable, maxTravellers } from "./departures";

/**
 * What /LineSelect chooses and /LineOrder books, kept in the query string of both
 * (`day=&package=&adult=&child=`): the departure day (Asia/Shanghai "YYYY-MM-DD"), the package
 * (its code, lines.ts ZLinePackage) and how many adults and children take it.
 */
export type LineSelection = { day: string | null; packageCode: string | null; adult: number; child: number };

function count(value: string | null, fallback: number): number {
  if (value === null || !/^\d{1,2}$/.test(value)) return fallback;
  return Math.min(MAX_ORDER_QUANTITY, Number(value));
}

/** The selection in a page's query string; a bad or missing day or package reads null, counts default to 1 adult and 0 children. */
export function selectionFrom(params: URLSearchParams): LineSelection {
  const day = params.get("day");
  const code = params.get("package")?.trim();
  return { day: isDay(day) ? day : null, packageCode: code ? code : null, adult: count(params.get("adult"), 1), child: count(params.get("child"), 0) };
}

/** The query string of line `id` with `selection` ("id=3&day=2026-12-01&package=STD&adult=2&child=1"; unset parts left out). */
export function selectionQuery(id: number, selection: LineSelection): string {
  const params = new URLSearchParams({ id: String(id) });
  if (selection.day) params.set("day", selection.day);
  if (selection.packageCode) params.set("package", selection.packageCode);
  params.set("adult", String(selection.adult));
  params.set("child", String(selection.child));
  return params.toString();
}

/** One problem of a selection: its field and an i18n key of "lines" with values. */
export type SelectionProblem = { field: "day" | "package" | "count"; key: string; values?: Record<string, number> };

/**
 * Checks a selection before going on to /LineOrder, in page order: a choosable departure chosen
 * (bookable, or full and open for its waiting list: `departureChoosable`), a package of the line,
 * at least one traveller, children only where the package has a child fare, at most
 * MAX_ORDER_QUANTITY travellers and, on a bookable departure, no more than the seats left. The
 * API checks all of it again when the order is created or the waiting list joined.
 */
export function selectionProblems(selection: LineSelection, pkg: LinePackage | undefined, departure: LineDepartureDay | undefined): SelectionProblem[] {
  const problems: SelectionProblem[] = [];
  if (!selection.day || !departureChoosable(departure)) problems.push({ field: "day", key: "select.errors.day" });
  if (!pkg) problems.push({ field: "package", key: "select.errors.package" });
  const total = selection.adult + (pkg?.child ? selection.child : 0);
  if (total < 1) problems.push({ field: "count", key: "select.errors.count" });
  else if (total > MAX_ORDER_QUANTITY) problems.push({ field: "count", key: "select.errors.limit", values: { max: MAX_ORDER_QUANTITY } });
  else if (departure?.bookable && total > maxTravellers(departure.remaining)) problems.push({ field: "count", key: "select.errors.seats", values: { left: departure.remaining } });
  return problems;
}

/** The package chosen by code, or the line's first package when none (or an unknown one) is chosen. */
export function packageOf(packages: readonly LinePackage[], code: string | null): LinePackage | undefined {
  return packages.find((p) => p.code === code) ?? (code ? undefined : packages[0]);
}
