import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isKeepAlive, KeepAliveOutlet } from "./keep-alive";
import type { RouteEntry } from "./route-table";
import { startApp } from "./test-app";

let stop: (() => void) | undefined;
beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => {
  stop?.();
  stop = undefined;
});

describe("isKeepAlive", () => {
  it("keeps flagged pages except MailMerchandiseDetail", () => {
    expect(isKeepAlive({ path: "/ScenicList", flags: { keepAlive: true } })).toBe(true);
    expect(isKeepAlive({ path: "/ScenicList", flags: {} })).toBe(false);
    expect(isKeepAlive({ path: "/MailMerchandiseDetail", flags: { keepAlive: true } })).toBe(false);
    expect(isKeepAlive({ path: "/mailmerchandisedetail", flags: { keepAlive: true } })).toBe(false);
  });
});

describe("keep-alive in the app", () => {
  it("a keepAlive page keeps its state while hidden and is shown again on back", async () => {
    const started = await startApp("/ScenicList?id=5");
    stop = started.stop;
    await userEvent.click(await screen.findByText("list add"));
    expect(screen.getByText("list id 5 count 1")).toBeVisible();

    await act(() => started.app.router.navigate("/ScenicDetail?id=9"));
    await screen.findByText("detail page 9");
    // Still mounted but hidden, and it still sees its own URL, not the detail page's.
    expect(screen.getByText("list id 5 count 1")).not.toBeVisible();

    await act(() => started.app.router.navigate(-1));
    expect(await screen.findByText("list id 5 count 1")).toBeVisible();
    expect(screen.queryByText("detail page 9")).toBeNull();
  });

  it("the same page with another query string is another kept page", async () => {
    const started = await startApp("/ScenicList?id=1");
    stop = started.stop;
    await userEvent.click(await screen.findByText("list add"));
    await act(() => started.app.router.navigate("/ScenicList?id=2"));
    expect(await screen.findByText("list id 2 count 0")).toBeVisible();
    expect(screen.getByText("list id 1 count 1")).not.toBeVisible();
  });

  it("a page without keepAlive starts afresh when returned to", async () => {
    const started = await startApp("/TicketOrder?id=1", { token: "t" });
    stop = started.stop;
    await userEvent.click(await screen.findByText("order add"));
    expect(screen.getByText("order id 1 count 1")).toBeInTheDocument();
    await act(() => started.app.router.navigate("/ScenicDetail?id=2"));
    await screen.findByText("detail page 2");
    expect(screen.queryByText(/order id 1/)).toBeNull();
    await act(() => started.app.router.navigate(-1));
    expect(await screen.findByText("order id 1 count 0")).toBeInTheDocument();
  });

  it("MailMerchandiseDetail is never kept even when flagged", async () => {
    const started = await startApp("/MailMerchandiseDetail?id=1");
    stop = started.stop;
    await userEvent.click(await screen.findByText("merch add"));
    await act(() => started.app.router.navigate("/ScenicDetail?id=2"));
    await screen.findByText("detail page 2");
    expect(screen.queryByText(/merch id/)).toBeNull();
    await act(() => started.app.router.navigate(-1));
    expect(await screen.findByText("merch id 1 count 0")).toBeInTheDocument();
  });
});

function Page({ name }: { name: string }) {
  const [n, setN] = useState(0);
  const { search } = useLocation();
  return (
    <button onClick={() => setN((v) => v + 1)}>
      {name}
      {search} {n}
    </button>
  );
}

const entry = (path: string): RouteEntry => ({ path, flags: { keepAlive: true }, alias: false, def: { path, title: `test:titles.${path}`, lazy: async () => ({ default: () => null }) } });

describe("KeepAliveOutlet cache cap", () => {
  it("drops the least recently shown page beyond the cap", async () => {
    const router = createMemoryRouter(
      [
        {
          path: "/",
          element: <KeepAliveOutlet max={2} />,
          children: ["/a", "/b", "/c"].map((path) => ({ path, handle: { entry: entry(path) }, element: <Page name={path} /> })),
        },
      ],
      { initialEntries: ["/a"] },
    );
    const { container } = render(<RouterProvider router={router} />);
    const buttons = () => [...container.querySelectorAll("button")].map((b) => b.textContent);
    await userEvent.click(screen.getByRole("button", { name: "/a 0" }));
    expect(screen.getByRole("button", { name: "/a 1" })).toBeVisible();
    await act(() => router.navigate("/b"));
    await act(() => router.navigate("/c"));
    // /a was evicted (cap 2: /b and /c remain), so it comes back fresh.
    await act(() => router.navigate("/a"));
    expect(screen.getByRole("button", { name: "/a 0" })).toBeVisible();
    expect(buttons().sort()).toEqual(["/a 0", "/c 0"]);
    expect(screen.getByText("/c 0")).not.toBeVisible();
  });
});
