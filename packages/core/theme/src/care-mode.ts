import { applyTheme } from "./apply-theme";
import { careTokens, type ThemeTokens } from "./tokens";

/** localStorage key of the care-mode flag (spec section 2: /User uses a Care variant when it is stored). */
export const CARE_MODE_KEY = "careMode";

/**
 * Attribute set on <html> while care mode is on (`data-wl-care="on"`); @wenlv/ui's care-mode.css
 * keys every care rule (touch targets, line height, contrast, simpler layouts) on it.
 */
export const CARE_MODE_ATTRIBUTE = "data-wl-care";

/** Window event sent by {@link setCareMode}; `detail` is `{ on: boolean }`. */
export const CARE_MODE_EVENT = "wl:care-mode";

/**
 * Border colour in care mode: 3.4:1 against white, above the 3:1 WCAG 2.1 (1.4.11) asks of
 * component boundaries; the normal #EEEEEE is 1.2:1 and all but invisible to weaker eyes.
 */
export const CARE_BORDER = "#8C8C8C";

/** True when care mode is switched on in `storage` (value "1"); false when storage cannot be read. */
export function readCareMode(storage: Pick<Storage, "getItem"> | null | undefined): boolean {
  try {
    return storage?.getItem(CARE_MODE_KEY) === "1";
  } catch {
    return false;
  }
}

/** Stores ("1") or clears the care-mode flag. Storage errors (private webviews) are ignored. */
export function writeCareMode(storage: Pick<Storage, "setItem" | "removeItem"> | null | undefined, on: boolean): void {
  try {
    if (on) storage?.setItem(CARE_MODE_KEY, "1");
    else storage?.removeItem(CARE_MODE_KEY);
  } catch {
    // The mode still applies to this page; it is just not remembered.
  }
}

/** `win.localStorage`, or null where reading it throws (sandboxed iframes, some private webviews). */
export function careStorage(win: Window = window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}

/**
 * The tokens of care mode for a partner theme: {@link careTokens} (fonts x CARE_FONT_SCALE, text
 * #1A1A1A, secondary #333333, weak #666666) plus borders strong enough to see ({@link CARE_BORDER}).
 */
export function careModeTokens(base: ThemeTokens): ThemeTokens {
  return { ...careTokens(base), border: CARE_BORDER };
}

/** Sets (`data-wl-care="on"`) or removes the care-mode attribute on `root` (<html> by default). */
export function markCareMode(on: boolean, root: HTMLElement = document.documentElement): void {
  if (on) root.setAttribute(CARE_MODE_ATTRIBUTE, "on");
  else root.removeAttribute(CARE_MODE_ATTRIBUTE);
}

/**
 * Applies care mode on or off to `root`: the attribute ({@link markCareMode}) and the theme's CSS
 * variables, `careModeTokens(base)` when on, `base` when off (applyTheme sets them inline, so the
 * larger font steps and darker colours must come from here rather than from a stylesheet). The
 * root font size (spec section 9) is left alone.
 */
export function applyCareMode(on: boolean, base: ThemeTokens, root: HTMLElement = document.documentElement): void {
  markCareMode(on, root);
  applyTheme(on ? careModeTokens(base) : base, root);
}

/**
 * Switches care mode from a screen (/Setting, the care /User): stores the flag, marks <html> at once
 * and tells the running app ({@link CARE_MODE_EVENT}), whose {@link installCareMode} listener
 * re-applies the theme and whose React hooks re-render.
 */
export function setCareMode(on: boolean, win: Window = window): void {
  writeCareMode(careStorage(win), on);
  markCareMode(on, win.document.documentElement);
  win.dispatchEvent(new CustomEvent(CARE_MODE_EVENT, { detail: { on } }));
}

/**
 * Calls `listener(on)` whenever care mode changes: through {@link setCareMode} in this window, or
 * through the flag changing in another tab (a `storage` event for the key, or storage cleared).
 * @returns a function that removes the listeners
 */
export function subscribeCareMode(listener: (on: boolean) => void, win: Window = window): () => void {
  const onChange = () => listener(readCareMode(careStorage(win)));
  const onStorage = (event: StorageEvent) => {
    if (event.key === CARE_MODE_KEY || event.key === null) onChange();
  };
  win.addEventListener(CARE_MODE_EVENT, onChange);
  win.addEventListener("storage", onStorage);
  return () => {
    win.removeEventListener(CARE_MODE_EVENT, onChange);
    win.removeEventListener("storage", onStorage);
  };
}

/**
 * Start-up of care mode (createCityApp, after applyTheme): applies the stored flag to <html> now
 * and again on every change, with `base` (the partner theme) as the tokens to enlarge.
 * @returns a function that stops following changes
 */
export function installCareMode(base: ThemeTokens, win: Window = window): () => void {
  const root = win.document.documentElement;
  applyCareMode(readCareMode(careStorage(win)), base, root);
  return subscribeCareMode((on) => applyCareMode(on, base, root), win);
}
