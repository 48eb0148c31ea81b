import { afterEach, describe, expect, it, vi } from "vitest";
import { FIRST_SCREEN_STATE_ID, PAGE_CHUNKS_BLOCK_ID, startApp } from "./boot";

afterEach(() => {
  document.getElementById(FIRST_SCREEN_STATE_ID)?.remove();
  document.getElementById(PAGE_CHUNKS_BLOCK_ID)?.remove();
  for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
  vi.useRealTimers();
});

function serverRenderedDocument(chunks: string) {
  document.body.insertAdjacentHTML(
    "beforeend",
    `<script type="application/json" id="${FIRST_SCREEN_STATE_ID}">{}</script><script type="application/json" id="${PAGE_CHUNKS_BLOCK_ID}">${chunks}</script>`,
  );
}

/** A window whose document is still loading, with rAF and timers the test controls. */
function loadingWindow() {
  const listeners: (() => void)[] = [];
  const frames: FrameRequestCallback[] = [];
  const doc = {
    readyState: "interactive",
    getElementById: (id: string) => document.getElementById(id),
    createElement: (tag: string) => document.createElement(tag),
    head: document.head,
  };
  const win = {
    document: doc,
    addEventListener: (type: string, listener: () => void) => void (type === "load" && listeners.push(listener)),
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
    setTimeout: (callback: () => void) => callback(),
  };
  return { win: win as unknown as Window, load: () => listeners.forEach((l) => l()), frame: () => frames.splice(0).forEach((f) => f(0)) };
}

describe("startApp (decision 018)", () => {
  it("on a document without a server-rendered first screen loads at once, and starts in a task of its own", async () => {
    vi.useFakeTimers();
    const start = vi.fn();
    const load = vi.fn(async () => ({ start }));
    startApp(load);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("on a server-rendered page waits for load and a frame, then preloads the page's chunks and starts", async () => {
    serverRenderedDocument(JSON.stringify({ js: ["/assets/app-1.js", "/assets/home-2.js", "https://evil.example/x.js", "//evil.example/y.js", 3] }));
    const start = vi.fn();
    const loadApp = vi.fn(async () => ({ start }));
    const { win, load, frame } = loadingWindow();
    startApp(loadApp, win);
    expect(loadApp).not.toHaveBeenCalled();
    load();
    expect(loadApp).not.toHaveBeenCalled();
    frame();
    expect(loadApp).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute("href"));
    expect(preloads).toEqual(["/assets/app-1.js", "/assets/home-2.js"]);
  });

  it("starts after a frame when the page has loaded already, and survives a broken chunk list", async () => {
    serverRenderedDocument("{broken");
    const start = vi.fn();
    const { win, frame } = loadingWindow();
    (win.document as { readyState: string }).readyState = "complete";
    startApp(async () => ({ start }), win);
    frame();
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
  });
});
