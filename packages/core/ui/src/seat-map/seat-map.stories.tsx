import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { SeatMapView, type SeatMapProps } from "./seat-map";
import { layoutOf } from "./test-layout";

/** The map with its choice in state, so a designer can tap seats. */
function Interactive(props: Omit<SeatMapProps, "selected" | "onChange">) {
  const [selected, setSelected] = useState<string[]>([]);
  return <SeatMapView {...props} selected={selected} onChange={setSelected} />;
}

const cinema = layoutOf(["nnnnnnnn|nnnnnnnn", "nnnnnnnn|nnnnnnnn", "xnnnnnnn|nnnnnnnx", "nnnnnnnn|nnnnnnnn", "LRLRLRLR|LRLRLRLR"]);

const meta = {
  title: "ui/SeatMap",
  component: Interactive,
  args: { layout: cinema, taken: ["R02-07", "R02-08", "R03-10", "R05-03", "R05-04"], max: 4, hallName: "1号厅" },
} satisfies Meta<typeof Interactive>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CinemaHall: Story = {};

export const PerformanceHallWithZones: Story = {
  args: {
    layout: layoutOf(["nnnnnn|nnnnnnnnnn|nnnnnn", "nnnnnn|nnnnnnnnnn|nnnnnn", "nnnnnn|nnnnnnnnnn|nnnnnn", "nnnnnn|nnnnnnnnnn|nnnnnn"], 2),
    front: "stage",
    max: 6,
    zones: [
      { sku_id: 1, code: "A", name: "A区", name_en: "Zone A", price_fen: 38000 },
      { sku_id: 2, code: "B", name: "B区", name_en: "Zone B", price_fen: 18000 },
    ],
  },
};
