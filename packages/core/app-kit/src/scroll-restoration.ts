import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router-dom";
import { useCurrentEntry } from "./app-context";
import { scrollDecision, type ScrollDecision } from "./scroll-decision";
import type { RouteMatchInfo } from "./types";

/** Saved positions kept at most (oldest dropped first). */
export const MAX_SAVED_POSITIONS = 50;

function scrollWindow(y: number): void {
  try {
    window.scrollTo(0, y);
  } catch {
    // Some webviews refuse programmatic scrolling while a keyboard is open; nothing to do.
  }
}

/** Applies a decision to the window; a restore is retried next frame once late content has laid out. */
export function applyScrollDecision(decision: ScrollDecision): void {
  if (decision.kind === "keep") return;
  const y = decision.kind === "restore" ? decision.y : 0;
  scrollWindow(y);
  if (decision.kind === "restore" && typeof requestAnimationFrame === "function") {
    requestAnimationFrame(() => {
      if (Math.abs(window.scrollY - y) > 1) scrollWindow(y);
    });
  }
}

/**
 * Runs the scroll rules (scrollDecision, spec section 2) on every navigation. Positions are saved
 * per page (pathname + search) when it is left; the rules decide which pages get them back
 * (needSavePosition pages on back, the merchandise list, order pages returning from their helper
 * pages). Browser scroll restoration is switched off so it does not fight the rules.
 */
export function useScrollRules(): void {
  const location = useLocation();
  const action = useNavigationType();
  const entry = useCurrentEntry();
  const positions = useRef(new Map<string, number>());
  const lastY = useRef(0);
  const previous = useRef<{ key: string; route: RouteMatchInfo | null } | null>(null);

  useEffect(() => {
    if ("scrollRestoration" in window.history) window.history.scrollRestoration = "manual";
    const onScroll = () => {
      lastY.current = window.scrollY;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  const key = location.pathname + location.search;
  useLayoutEffect(() => {
    const saved = positions.current;
    const from = previous.current;
    if (from && from.key !== key) {
      saved.delete(from.key);
      saved.set(from.key, lastY.current);
      while (saved.size > MAX_SAVED_POSITIONS) {
        const oldest = saved.keys().next().value;
        if (oldest === undefined) break;
        saved.delete(oldest);
      }
    }
    const route = entry ? { path: entry.path, flags: entry.flags } : null;
    if (route) {
      const decision = scrollDecision({ from: from?.route ?? null, to: route, action, savedY: saved.get(key) ?? null });
      applyScrollDecision(decision);
      if (decision.kind !== "keep") lastY.current = decision.kind === "restore" ? decision.y : 0;
    }
    previous.current = { key, route };
    // Runs once per navigation (location.key); entry and action belong to that navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}
