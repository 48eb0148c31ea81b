import * as React from "react";
import type { ReactNode } from "react";

type ActivityProps = { mode: "visible" | "hidden"; children?: ReactNode };

/**
 * Fallback for runtimes without React's `<Activity>` (Preact's compat layer in production builds,
 * docs/decisions/016): a hidden page stays mounted (state and DOM kept) inside a `display: none`
 * wrapper; `display: contents` keeps a visible page's layout as if the wrapper were not there.
 */
function HiddenWhenInactive({ mode, children }: ActivityProps) {
  return <div style={{ display: mode === "hidden" ? "none" : "contents" }}>{children}</div>;
}

/** React's `Activity` where the runtime has it, else {@link HiddenWhenInactive}. */
export const Activity: (props: ActivityProps) => ReactNode =
  (React as unknown as { Activity?: (props: ActivityProps) => ReactNode }).Activity ?? HiddenWhenInactive;
