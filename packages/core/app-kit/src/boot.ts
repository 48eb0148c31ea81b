/**
 * The shell's entry (`src/main.tsx`) with nothing else in it: it starts the app module
 * (`import("./app")`, which holds createCityApp and everything the first screen runs, and exports
 * `start()`) with {@link startApp}. Kept free of imports so the entry chunk stays a few hundred bytes.
 */

/** The app module a shell's entry loads: `start()` creates and mounts the app. */
export type AppModule = { start: () => void };

/** id of the JSON block of a first screen the server rendered (decision 018; app-kit first-screen-state). */
export const FIRST_SCREEN_STATE_ID = "wl-first-screen";

/** id of the JSON block listing the page's script chunks (`{ "js": ["/assets/x.js", ...] }`) on such a document. */
export const PAGE_CHUNKS_BLOCK_ID = "wl-page-chunks";

/**
 * Starts the app: `load` (usually `() => import("./app")`) evaluates the app's modules, then, in a
 * task of its own, `start()` creates and mounts it, so neither step is one long task that holds up
 * a tap (issue 8, TBT). On a document the server rendered (decision 018) the page is already on
 * screen, so its scripts are fetched and the app started once it has painted: after the window's
 * load event (the first screen's images are in) and one frame. The page's chunks listed in the
 * document (`#wl-page-chunks`) are then requested at once as `<link rel="modulepreload">`, beside
 * the app module, so they load in parallel. Elsewhere (the boot skeleton, whose document preloads
 * them itself) it loads at once. Errors are left to the browser's console.
 * @param win the window (tests pass their own)
 */
export function startApp(load: () => Promise<AppModule>, win: Window = window): void {
  const doc = win.document;
  const run = () => void load().then((app) => win.setTimeout(() => app.start(), 0));
  if (doc.getElementById(FIRST_SCREEN_STATE_ID) === null) {
    run();
    return;
  }
  const go = () => {
    // One insertion for all the links: the head changes once, not once per chunk.
    const links = pageChunks(doc).map((href) => {
      const link = doc.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      link.crossOrigin = "";
      return link;
    });
    doc.head.append(...links);
    run();
  };
  const afterPaint = () => win.requestAnimationFrame(() => win.setTimeout(go, 0));
  if (doc.readyState === "complete") afterPaint();
  else win.addEventListener("load", afterPaint, { once: true });
}

/** The chunk URLs of `#wl-page-chunks` (same-origin paths only), or none. */
function pageChunks(doc: Document): string[] {
  try {
    const parsed: unknown = JSON.parse(doc.getElementById(PAGE_CHUNKS_BLOCK_ID)?.textContent ?? "{}");
    const js = (parsed as { js?: unknown }).js;
    return Array.isArray(js) ? js.filter((href): href is string => typeof href === "string" && href.startsWith("/") && !href.startsWith("//")) : [];
  } catch {
    return [];
  }
}
