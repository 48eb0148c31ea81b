import { describe, expect, it, vi } from "vitest";
import { pagePoint } from "@wenlv/contract/endpoints/browse";
import { createPageTracker, trackPageView } from "./page-tracking";

describe("trackPageView", () => {
  it("posts the page_point body of spec section 7", async () => {
    const send = vi.fn().mockResolvedValue({});
    await expect(trackPageView({ path: "/ScenicDetail?id=3" }, send)).resolves.toBe(true);
    expect(send).toHaveBeenCalledWith(pagePoint, { event: "page_view", param: "/ScenicDetail?id=3", type: "page" });
    expect(pagePoint.path).toBe("/api/browse/page_point");
  });

  it("swallows failures", async () => {
    await expect(trackPageView({ path: "/" }, () => Promise.reject(new Error("offline")))).resolves.toBe(false);
    await expect(trackPageView({ path: "/" }, () => { throw new Error("sync"); })).resolves.toBe(false);
  });
});

describe("createPageTracker", () => {
  it("skips a repeat of the same path within the dedupe window only", async () => {
    let now = 0;
    const send = vi.fn().mockResolvedValue({});
    const track = createPageTracker(send, { now: () => now });
    expect(await track("/")).toBe(true);
    expect(await track("/")).toBe(false);
    expect(await track("/User")).toBe(true);
    expect(await track("/")).toBe(true);
    now = 5000;
    expect(await track("/")).toBe(true);
    expect(send.mock.calls.map((c) => c[1].param)).toEqual(["/", "/User", "/", "/"]);
  });
});
