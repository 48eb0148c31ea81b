import type { ReactNode } from "react";

type ActivityProps = { mode: "visible" | "hidden"; children?: ReactNode };

/**
 * A kept-alive page's box (spec section 2 keep-alive): a hidden page stays mounted (state and DOM
 * kept) inside a `display: none` wrapper; `display: contents` keeps a visible page's layout as if
 * the wrapper were not there.
 *
 * The same element in every runtime, React's `<Activity>` deliberately not used: the server renders
 * first screens with React (decision 018) and the browser hydrates them with Preact's compat layer
 * (decisions 016, 031), which has no Activity; hydration needs both to produce the same markup.
 * A hidden page's effects keep running, as they always did in production builds.
 */
export function Activity({ mode, children }: ActivityProps) {
  return <div style={{ display: mode === "hidden" ? "none" : "contents" }}>{children}</div>;
}
