import { toPickerOptions, type DivisionOption, type ProvinceTuple } from "@wenlv/divisions";
import { useCallback, useEffect, useState } from "react";

let loading: Promise<readonly ProvinceTuple[]> | null = null;

/**
 * Loads the administrative divisions (about 85 KB of tuples) once, on demand: a dynamic
 * `import("@wenlv/divisions/data")` so the data is its own chunk and stays out of the start-up
 * bundle. A failed load is forgotten so the next call tries again.
 */
export function loadDivisions(): Promise<readonly ProvinceTuple[]> {
  loading ??= import("@wenlv/divisions/data")
    .then((m) => m.DIVISIONS)
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** State of {@link useDivisions}: the tuples and their picker options once loaded. */
export type DivisionsState =
  | { status: "loading" }
  | { status: "ready"; divisions: readonly ProvinceTuple[]; options: DivisionOption[] }
  | { status: "error" };

/** Starts loading the divisions when mounted; answers the state and a retry for a failed load. */
export function useDivisions(): { state: DivisionsState; retry: () => void } {
  const [state, setState] = useState<DivisionsState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadDivisions().then(
      (divisions) => {
        if (live) setState({ status: "ready", divisions, options: toPickerOptions(divisions) });
      },
      () => {
        if (live) setState({ status: "error" });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setState({ status: "loading" });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
