import { Suspense, type ReactElement } from "react";

/** While set, the hydration pass that {@link holdSectionsForNextTask} started is under way. */
let held: Promise<void> | null = null;

/**
 * Called by createCityApp's mount right before it hydrates a server-rendered first screen (decision
 * 031): every {@link HydrateLater} section met in that pass waits for the next task, so the page
 * is hydrated in two tasks of about half the length instead of one (issue 8: blocking time on a
 * phone counts what a task takes over 50 ms).
 */
export function holdSectionsForNextTask(win: Window = window): void {
  held = new Promise<void>((resolve) => win.setTimeout(resolve, 0)).then(() => {
    held = null;
  });
}

function Gate({ children }: { children: ReactElement }) {
  if (held) throw held;
  return children;
}

/**
 * A section of a server-rendered page that is hydrated one task after the rest (see
 * holdSectionsForNextTask); everywhere else (the server, a page the app renders itself) it renders
 * its child at once. Meanwhile the server's elements stay as they are, on screen and unchanged: the
 * hydration runtime keeps a suspended section's elements (Preact keeps the first element: `children`
 * must be one element) and gives them their handlers when it resumes.
 */
export function HydrateLater({ children }: { children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}
