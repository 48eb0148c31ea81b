/** Width of the design drafts in px; at this viewport width 1rem = 100px (spec section 9). */
export const DESIGN_WIDTH = 1125;
/** The width factor is capped at 3 (spec section 9), so 1rem never exceeds 300px. */
export const MAX_WIDTH_FACTOR = 3;
/** Width used when the real one is unknown (0 in a hidden iframe, NaN): a common phone width. */
export const FALLBACK_WIDTH = 375;

/**
 * Root font size in px for a viewport `width` in CSS px (spec section 9): width / 1125, the
 * factor capped at 3, times 100. 375 -> 33.33..., 1125 -> 100, 5000 -> 300.
 * Widths that are not positive finite numbers use {@link FALLBACK_WIDTH}.
 */
export function rootFontSize(width: number): number {
  const w = Number.isFinite(width) && width > 0 ? width : FALLBACK_WIDTH;
  return Math.min(w / DESIGN_WIDTH, MAX_WIDTH_FACTOR) * 100;
}

export type RootFontSizeOptions = {
  /** Extra multiplier, e.g. CARE_FONT_SCALE in care mode; 1 by default. */
  scale?: number;
};

/**
 * Sets `<html style="font-size">` from the viewport width now and again on every resize,
 * orientation change and back-forward-cache restore (pageshow). The width is the root element's
 * clientWidth, falling back to innerWidth.
 * @returns a function that removes the listeners (the font size stays as last set)
 */
export function installRootFontSize(win: Window = window, options: RootFontSizeOptions = {}): () => void {
  const scale = options.scale ?? 1;
  const html = win.document.documentElement;
  const update = () => {
    const width = html.clientWidth || win.innerWidth;
    html.style.fontSize = `${rootFontSize(width) * scale}px`;
  };
  update();
  const events = ["resize", "orientationchange", "pageshow"] as const;
  for (const e of events) win.addEventListener(e, update);
  return () => {
    for (const e of events) win.removeEventListener(e, update);
  };
}
