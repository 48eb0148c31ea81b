import type { StockDay } from "@wenlv/contract/scenic";
import { i18n } from "@wenlv/i18n";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { bookingDays } from "../days";
import { DayPicker } from "./day-picker";

// A week from Wednesday 2025-03-05: Monday 03-10 is closed (周一闭馆), 03-06 sold out, 03-12 the
// window's end; days after it (and 03-01..03-04, before today) are left out as the API does.
const days = bookingDays("2025-03-05", 8);
const slot = (remaining: number, closed = false) =>
  closed ? { slot: "09:00-11:00", capacity: 50, remaining, bookable: false, blocked: "closed" as const } : { slot: "09:00-11:00", capacity: 50, remaining, bookable: true };
const stock = new Map<string, StockDay>(
  days.map((d) => [d.day, { day: d.day, closed: d.day === "2025-03-10", slots: [slot(d.day === "2025-03-06" ? 0 : 20, d.day === "2025-03-10")] }]),
);

function Harness({ priceFen = 8000 }: { priceFen?: number }) {
  const [value, setValue] = useState<string | null>("2025-03-05");
  return (
    <>
      <DayPicker days={days} stock={stock} priceFen={priceFen} value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

// The calendar scrolls the chosen month into view; jsdom has no scrolling.
Element.prototype.scrollIntoView ??= () => {};

const cell = (day: string) => document.querySelector(`.adm-calendar-picker-view [data-day="${day}"]`)?.closest(".adm-calendar-picker-view-cell") as HTMLElement | null;

/** True while an ancestor (the popup, still sliding in) ignores the pointer. */
function pointerBlocked(element: HTMLElement): boolean {
  for (let e: HTMLElement | null = element; e; e = e.parentElement) if (getComputedStyle(e).pointerEvents === "none") return true;
  return false;
}

describe("DayPicker price calendar", () => {
  it("labels each day with the price, 售罄 or 闭馆 and disables closed and past days; a sold-out day stays pickable (候补)", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: "更多日期" }));
    expect(await screen.findByText("选择出行日期")).toBeInTheDocument();
    await waitFor(() => expect(cell("2025-03-05")).not.toBeNull());
    expect(cell("2025-03-05")).toHaveTextContent("今天");
    expect(cell("2025-03-05")).toHaveTextContent("¥80");
    expect(cell("2025-03-05")).not.toHaveClass("adm-calendar-picker-view-cell-disabled");
    expect(cell("2025-03-06")).toHaveTextContent("售罄");
    expect(cell("2025-03-06")).not.toHaveClass("adm-calendar-picker-view-cell-disabled");
    expect(cell("2025-03-10")).toHaveTextContent("闭馆");
    expect(cell("2025-03-10")).not.toHaveTextContent("¥");
    expect(cell("2025-03-10")).toHaveClass("adm-calendar-picker-view-cell-disabled");
    // Before today and after the window's end: no label, disabled.
    expect(cell("2025-03-04")).toHaveClass("adm-calendar-picker-view-cell-disabled");
    expect(cell("2025-03-04")?.textContent).toBe("4");
    expect(cell("2025-03-13")).toHaveClass("adm-calendar-picker-view-cell-disabled");
  });

  it("picks a bookable day on 确定 and shows it in the row; a closed day cannot be picked", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: "更多日期" }));
    await waitFor(() => expect(cell("2025-03-10")).not.toBeNull());
    await waitFor(() => expect(pointerBlocked(cell("2025-03-10")!)).toBe(false));
    await user.click(cell("2025-03-10")!);
    expect(cell("2025-03-10")).not.toHaveClass("adm-calendar-picker-view-cell-selected");
    await user.click(cell("2025-03-11")!);
    expect(cell("2025-03-11")).toHaveClass("adm-calendar-picker-view-cell-selected");
    await user.click(screen.getByRole("button", { name: "确定" }));
    expect(screen.getByTestId("value")).toHaveTextContent("2025-03-11");
    const row = screen.getByRole("group", { name: "选择日期" });
    const chosen = within(row).getByRole("button", { pressed: true });
    expect(chosen).toHaveAttribute("data-day", "2025-03-11");
    expect(chosen).toHaveTextContent("周二");
  });

  it("picks a sold-out day to wait for, and shows it in the row as 售罄 instead of the price", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: "更多日期" }));
    await waitFor(() => expect(cell("2025-03-06")).not.toBeNull());
    await waitFor(() => expect(pointerBlocked(cell("2025-03-06")!)).toBe(false));
    await user.click(cell("2025-03-06")!);
    await user.click(screen.getByRole("button", { name: "确定" }));
    expect(screen.getByTestId("value")).toHaveTextContent("2025-03-06");
    const chosen = within(screen.getByRole("group", { name: "选择日期" })).getByRole("button", { pressed: true });
    expect(chosen).toHaveAttribute("data-day", "2025-03-06");
    expect(chosen).toHaveAccessibleName(/售罄 · 可候补$/);
    expect(chosen).not.toHaveTextContent("¥");
  });

  it("lets a keyboard pick a day: bookable days are named buttons in the named months, closed ones are not reachable", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: "更多日期" }));
    const months = await screen.findByRole("group", { name: "选择出行日期" });
    expect(months).toHaveClass("adm-calendar-picker-view-body");
    const wednesday = within(months).getByRole("button", { name: /^3月5日.*¥80$/ });
    expect(wednesday).toHaveAttribute("aria-pressed", "true");
    const closed = within(months).getByRole("button", { name: /^3月10日.*闭馆$/ });
    expect(closed).toHaveAttribute("aria-disabled", "true");
    expect(closed).toHaveAttribute("tabindex", "-1");
    // A sold-out day is reachable, named for its waiting list.
    expect(within(months).getByRole("button", { name: /^3月6日.*售罄 · 可候补$/ })).toHaveAttribute("tabindex", "0");
    // The keyboard picks 03-11, then 确定.
    const tuesday = within(months).getByRole("button", { name: /^3月11日.*¥80$/ });
    tuesday.focus();
    await user.keyboard("{Enter}");
    expect(cell("2025-03-11")).toHaveClass("adm-calendar-picker-view-cell-selected");
    expect(tuesday).toHaveAttribute("aria-pressed", "true");
    // Enter on a closed day changes nothing.
    closed.focus();
    await user.keyboard(" ");
    expect(cell("2025-03-10")).not.toHaveClass("adm-calendar-picker-view-cell-selected");
    const confirm = screen.getByRole("button", { name: "确定" });
    await waitFor(() => expect(pointerBlocked(confirm)).toBe(false));
    confirm.focus();
    await user.keyboard("{Enter}");
    expect(screen.getByTestId("value")).toHaveTextContent("2025-03-11");
  });

  it("says 免费 for a free SKU, and speaks English", async () => {
    await i18n.changeLanguage("en");
    const user = userEvent.setup();
    render(<Harness priceFen={0} />);
    expect(within(screen.getByRole("group", { name: "Choose a date" })).getAllByText("Free")).toHaveLength(3);
    await user.click(screen.getByRole("button", { name: "More dates" }));
    await waitFor(() => expect(cell("2025-03-07")).not.toBeNull());
    expect(cell("2025-03-07")).toHaveTextContent("Free");
    expect(cell("2025-03-10")).toHaveTextContent("Closed");
    expect(screen.getByRole("button", { name: "Mon, March 10, Closed" })).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByRole("button", { name: "Fri, March 7, Free" })).toHaveAttribute("tabindex", "0");
    expect(screen.getByText("Mon")).toBeInTheDocument();
  });
});
