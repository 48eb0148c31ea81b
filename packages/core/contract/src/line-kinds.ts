/*
 * The kinds of travel line and their list screens (spec section 2), without zod, so the routes of
 * the lines feature, which load with the app, can read them (issue 8 budgets: no schema library on
 * the first screen). lines.ts re-exports them beside the schemas.
 */

/** Kinds of line: 一日游, 精品线路 (2-3 days), 夜游. */
export const LINE_KINDS = ["one_day", "boutique", "night"] as const;
export type LineKind = (typeof LINE_KINDS)[number];

/** Chinese and English names of each kind. */
export const LINE_KIND_LABELS: Record<LineKind, { zh: string; en: string }> = {
  one_day: { zh: "一日游", en: "Day tour" },
  boutique: { zh: "精品线路", en: "Boutique tour" },
  night: { zh: "夜游", en: "Night tour" },
};

/** The list screen of each kind (spec section 2): the kind its list shows. */
export const LINE_KIND_OF_ROUTE: Readonly<Record<string, LineKind>> = {
  "/OneDayTravelNew": "one_day",
  "/BoutiqueLine": "boutique",
  "/NightTour": "night",
};
