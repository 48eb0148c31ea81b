import { parseSeatCode, type SeatProblem } from "@wenlv/contract/seats";
import { registerResources, useT } from "@wenlv/i18n";
import { seatMapEn, seatMapZhCN } from "./strings";

/** The i18next namespace of the seat map (registered when the seat map module loads, with the lazy page that shows it). */
export const SEAT_MAP_NS = "seatMap";

registerResources(SEAT_MAP_NS, { "zh-CN": seatMapZhCN, en: seatMapEn });

/** `t` of the "seatMap" namespace; re-renders on language change. */
export function useSeatMapT() {
  return useT(SEAT_MAP_NS).t;
}

/**
 * A function naming a seat code in the page language: "R05-12" -> "5排12座" (zh-CN, as contract
 * seatLabel) or "Row 5 seat 12"; a code that is not canonical is answered as it is.
 */
export function useSeatLabel(): (code: string) => string {
  const t = useSeatMapT();
  return (code) => {
    const parsed = parseSeatCode(code);
    return parsed ? t("seat", { row: parsed.row, seat: parsed.seat }) : code;
  };
}

/** A function giving the text of a seat problem (contract seatChoiceProblem, or a refused tap) in the page language. */
export function useSeatProblemText(): (problem: SeatProblem) => string {
  const t = useSeatMapT();
  const label = useSeatLabel();
  return (problem) => {
    switch (problem.kind) {
      case "none":
        return t("problems.none");
      case "too_many":
        return t("problems.too_many", { max: problem.max });
      case "unknown":
        return t("problems.unknown", { seat: problem.seat });
      default:
        return t(`problems.${problem.kind}`, { seat: label(problem.seat) });
    }
  };
}
