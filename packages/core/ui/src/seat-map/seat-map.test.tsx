import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { SeatZone } from "@wenlv/contract/seats";
import { i18n } from "@wenlv/i18n";
import axe from "axe-core";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { SEAT_MAP_NS } from "./i18n";
import { SeatMapView, type SeatMapProps } from "./seat-map";
import { seatMapEn, seatMapZhCN } from "./strings";
import { layoutOf } from "./test-layout";

const layout = layoutOf(["nnnn|nn", "LRxn"]);

/** The map with its choice held in state, as a page holds it. */
function Harness(props: Partial<SeatMapProps> & { onChoice?: (codes: string[]) => void }) {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <SeatMapView
      layout={layout}
      taken={["R01-03"]}
      max={4}
      hallName="1号厅"
      {...props}
      selected={selected}
      onChange={(next) => {
        setSelected(next);
        props.onChoice?.(next);
      }}
    />
  );
}

describe("SeatMapView", () => {
  it("shows the screen on top, labelled rows and every seat as a button named by row, seat and state", () => {
    render(<Harness />);
    const map = screen.getByRole("group", { name: "1号厅座位图" });
    expect(map.firstElementChild).toHaveTextContent("银幕");
    const row1 = within(map).getByRole("group", { name: "1排" });
    expect(within(row1).getAllByRole("button")).toHaveLength(6);
    expect(screen.getByRole("button", { name: "1排1座 可选" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "1排3座 已售" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "2排3座 不可售" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "2排1座 可选 情侣座" })).toBeEnabled();
  });

  it("selects and unselects by tap or keyboard, and a couple seat as both halves", async () => {
    const user = userEvent.setup();
    const onChoice = vi.fn();
    render(<Harness onChoice={onChoice} />);
    await user.click(screen.getByRole("button", { name: "1排1座 可选" }));
    expect(screen.getByRole("button", { name: "1排1座 已选" })).toHaveAttribute("aria-pressed", "true");

    await user.click(screen.getByRole("button", { name: "2排2座 可选 情侣座" }));
    expect(onChoice).toHaveBeenLastCalledWith(["R01-01", "R02-01", "R02-02"]);
    expect(screen.getByRole("button", { name: "2排1座 已选 情侣座" })).toBeInTheDocument();

    screen.getByRole("button", { name: "2排1座 已选 情侣座" }).focus();
    await user.keyboard("{Enter}");
    expect(onChoice).toHaveBeenLastCalledWith(["R01-01"]);

  });

  it("is one tab stop whose arrow keys move over the seats that can be chosen", async () => {
    const user = userEvent.setup();
    const onChoice = vi.fn();
    render(
      <>
        <Harness onChoice={onChoice} />
        <button type="button">after</button>
      </>,
    );
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName("1排1座 可选");
    await user.keyboard("{ArrowRight}{ArrowRight}");
    // 1排3座 is taken: focus skips it.
    expect(document.activeElement).toHaveAccessibleName("1排4座 可选");
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toHaveAccessibleName("2排4座 可选");
    await user.keyboard(" ");
    expect(onChoice).toHaveBeenLastCalledWith(["R02-04"]);
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName("after");
  });

  it("does not select a taken seat and refuses a seat past the most per order", async () => {
    const user = userEvent.setup();
    const onChoice = vi.fn();
    const onRefuse = vi.fn();
    render(<Harness max={1} onChoice={onChoice} onRefuse={onRefuse} />);
    await user.click(screen.getByRole("button", { name: "1排3座 已售" }));
    expect(onChoice).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "1排1座 可选" }));
    await user.click(screen.getByRole("button", { name: "1排2座 可选" }));
    expect(onRefuse).toHaveBeenCalledWith({ kind: "too_many", max: 1 });
    expect(onChoice).toHaveBeenCalledTimes(1);
  });

  it("has a legend, and with zones colours each seat by zone and lists the zone prices", () => {
    const zones: SeatZone[] = [
      { sku_id: 1, code: "A", name: "A区", name_en: "Zone A", price_fen: 38000 },
      { sku_id: 2, code: "B", name: "B区", name_en: "Zone B", price_fen: 18050 },
    ];
    render(<SeatMapView layout={layoutOf(["nnn", "nnn"], 1)} taken={[]} selected={[]} onChange={() => {}} max={6} zones={zones} front="stage" />);
    expect(screen.getByText("舞台")).toBeInTheDocument();
    const legend = screen.getByRole("list", { name: "图例" });
    expect(legend).toHaveTextContent("可选");
    expect(legend).toHaveTextContent("已售");
    expect(legend).toHaveTextContent("A区 ¥380");
    expect(legend).toHaveTextContent("B区 ¥180.5");
    expect(screen.getByRole("button", { name: "1排1座 可选 A区 ¥380" })).toHaveClass("wl-seat--zone-0");
    expect(screen.getByRole("button", { name: "2排1座 可选 B区 ¥180.5" })).toHaveClass("wl-seat--zone-1");
  });

  it("speaks English when the page is English", async () => {
    await i18n.changeLanguage("en");
    render(<Harness />);
    expect(screen.getByRole("button", { name: "Row 1 seat 1 available" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Row 1 seat 3 sold" })).toBeDisabled();
    expect(screen.getByText("Screen")).toBeInTheDocument();
  });

  it("has no serious axe violations", async () => {
    const { container } = render(
      <main>
        <Harness />
      </main>,
    );
    const result = await axe.run(container, { rules: { "color-contrast": { enabled: false }, region: { enabled: false } } });
    expect(result.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
  });

  it("has its strings in both languages with the same keys", () => {
    expect(i18n.hasResourceBundle("zh-CN", SEAT_MAP_NS)).toBe(true);
    const keys = (o: object): string[] => Object.entries(o).flatMap(([k, v]) => (typeof v === "object" ? keys(v as object).map((x) => `${k}.${x}`) : [k]));
    expect(keys(seatMapEn)).toEqual(keys(seatMapZhCN));
  });
});
