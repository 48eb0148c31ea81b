import { isDetailPath, isMerchandiseDetailPath, isMerchandiseListPath, isOrderHelperPath, isOrderPath, isPayPath } from "./page-kinds";
import type { RouteMatchInfo } from "./types";

/** How the router moves the window after a navigation. */
export type ScrollDecision = { kind: "restore"; y: number } | { kind: "top" } | { kind: "keep" };

/** History action of a navigation (react-router's NavigationType values). */
export type HistoryAction = "PUSH" | "POP" | "REPLACE";

/** Input of {@link scrollDecision}; `savedY` is the position saved when `to` was last left (px). */
export type ScrollInput = { from: RouteMatchInfo | null; to: RouteMatchInfo; action: HistoryAction; savedY?: number | null };

/**
 * The scroll rules of spec section 2 as a pure function, first match wins:
 * 1. back (POP) to a page flagged `needSavePosition` with a saved position -> restore it;
 * 2. merchandise detail -> merchandise list with a saved position -> restore it;
 * 3. a page flagged `keepScrollHeight` -> keep;
 * 4. entering an order page -> top, except coming back from travellers, addresses, coupons or a
 *    team form (/MyContacts*, /MyAddress*, /SelectCoupons, /Team*Form*), which restores the order
 *    page's saved position (keep when none was saved); entering a payment page (/OrderPay ...) ->
 *    top too, also when the order page replaced itself with it (issue 9);
 * 5. leaving a tab page or a list page (`isTabPage`, `isListPage`) -> top;
 * 6. entering a detail page -> top;
 * 7. entering a page flagged `scrollOrigin` (campaign parent-to-child pairs) -> top;
 * 8. otherwise PUSH and POP -> top (a newly shown page starts at its top; only flagged pages
 *    restore), REPLACE -> keep (the same entry is rewritten, typically a filter or tab change).
 * Rules 5-7 matter for REPLACE, where the default would keep the position.
 */
export function scrollDecision(input: ScrollInput): ScrollDecision {
  const { from, to, action } = input;
  const saved = typeof input.savedY === "number" && Number.isFinite(input.savedY) ? input.savedY : null;

  if (action === "POP" && to.flags.needSavePosition && saved !== null) return { kind: "restore", y: saved };
  if (from && isMerchandiseDetailPath(from.path) && isMerchandiseListPath(to.path) && saved !== null) {
    return { kind: "restore", y: saved };
  }
  if (to.flags.keepScrollHeight) return { kind: "keep" };
  if (isOrderPath(to.path)) {
    if (from && isOrderHelperPath(from.path) && from.path.toLowerCase() !== to.path.toLowerCase()) {
      return saved !== null ? { kind: "restore", y: saved } : { kind: "keep" };
    }
    return { kind: "top" };
  }
  if (isPayPath(to.path) && (!from || from.path.toLowerCase() !== to.path.toLowerCase())) return { kind: "top" };
  if (from && (from.flags.isTabPage || from.flags.isListPage)) return { kind: "top" };
  if (isDetailPath(to.path)) return { kind: "top" };
  if (to.flags.scrollOrigin) return { kind: "top" };
  return action === "REPLACE" ? { kind: "keep" } : { kind: "top" };
}
