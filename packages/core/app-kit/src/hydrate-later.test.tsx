import { act, render, screen } from "@testing-library/react";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { describe, expect, it, vi } from "vitest";
import { HydrateLater, holdSectionsForNextTask } from "./hydrate-later";

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <section>
      <button onClick={() => setCount((c) => c + 1)}>{`${label} ${count}`}</button>
    </section>
  );
}

function Page() {
  return (
    <div>
      <Counter label="top" />
      <HydrateLater>
        <Counter label="later" />
      </HydrateLater>
    </div>
  );
}

describe("HydrateLater (decision 031)", () => {
  it("renders its section on the server and at once in a page the app renders itself", () => {
    expect(renderToString(<Page />)).toContain("later 0");
    render(<Page />);
    expect(screen.getByRole("button", { name: "later 0" })).toBeInTheDocument();
  });

  it("keeps the server's section while the rest hydrates, then hydrates it a task later with its handlers", async () => {
    const el = document.createElement("div");
    el.innerHTML = renderToString(<Page />);
    document.body.append(el);
    const section = el.querySelector("section:last-of-type");
    const later = () => el.querySelector<HTMLButtonElement>("section:last-of-type button")!;
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    vi.useFakeTimers();
    try {
      act(() => {
        holdSectionsForNextTask(window);
        root = hydrateRoot(el, <Page />, { onRecoverableError: (error) => void errors.push(error) });
      });
      // The rest of the page answers; the held section is the server's, still without its handler.
      act(() => screen.getByRole("button", { name: "top 0" }).click());
      expect(screen.getByRole("button", { name: "top 1" })).toBeInTheDocument();
      act(() => later().click());
      expect(later().textContent).toBe("later 0");
      await act(async () => {
        await vi.runAllTimersAsync();
      });
    } finally {
      vi.useRealTimers();
    }
    act(() => later().click());
    expect(later().textContent).toBe("later 1");
    expect(el.querySelector("section:last-of-type")).toBe(section);
    expect(errors).toEqual([]);
    act(() => root?.unmount());
    el.remove();
  });
});
