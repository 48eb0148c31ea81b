import { useCallback } from "react";
import { useNavigate, type NavigateOptions, type To } from "react-router-dom";

type NavigateLike = (to: To | number, options?: NavigateOptions) => void | Promise<void>;

/**
 * Calls a react-router navigate function and swallows its errors, thrown or rejected (spec section
 * 2: "Navigation errors on push are swallowed": a double tap, a navigation interrupted by a newer
 * one, or a redirect must never surface as an error).
 */
export function safeNavigate(navigate: NavigateLike, to: To | number, options?: NavigateOptions): void {
  try {
    const result = typeof to === "number" ? navigate(to) : navigate(to, options);
    if (result && typeof (result as Promise<void>).catch === "function") (result as Promise<void>).catch(() => {});
  } catch {
    // swallowed on purpose, see above
  }
}

/** `useNavigate` whose navigations never throw or reject (see {@link safeNavigate}). */
export function useSafeNavigate(): (to: To | number, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  return useCallback((to: To | number, options?: NavigateOptions) => safeNavigate(navigate as NavigateLike, to, options), [navigate]);
}
