import { careStorage, readCareMode, setCareMode, subscribeCareMode } from "@wenlv/theme";
import { useCallback, useSyncExternalStore } from "react";

const snapshot = () => readCareMode(careStorage());

/**
 * Whether care mode (关怀模式) is on, and a switch for it. Follows the stored flag of @wenlv/theme
 * (spec section 2: /User uses its Care variant when the flag is stored), re-rendering when it is
 * toggled here, on another screen or in another tab. `setOn` persists the flag and applies the mode
 * across the app at once (the <html> attribute, and the larger theme through installCareMode).
 */
export function useCareMode(): [on: boolean, setOn: (on: boolean) => void] {
  const on = useSyncExternalStore(subscribeCareMode, snapshot, () => false);
  const setOn = useCallback((next: boolean) => setCareMode(next), []);
  return [on, setOn];
}
