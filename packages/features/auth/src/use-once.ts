import { useEffect, useRef } from "react";

/**
 * Runs `effect` once per mounted page, the first time `ready` is true. For calls that spend a
 * one-time code (an auth code, a bridge request) or leave the app: React's StrictMode runs effects
 * twice in development, and a second exchange of the same code would fail on the server. The ref
 * survives that re-run; a remount (a new visit) runs it again.
 */
export function useOnce(ready: boolean, effect: () => void): void {
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current) return;
    done.current = true;
    effect();
  }, [ready, effect]);
}
