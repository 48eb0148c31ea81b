import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { QuantityStepper } from "./quantity-stepper";

function Demo({ max, label }: { max: number; label?: string }) {
  const [value, setValue] = useState(1);
  return <QuantityStepper value={value} onChange={setValue} max={max} label={label} />;
}

const meta = {
  title: "ui/QuantityStepper",
  component: Demo,
  args: { max: 5, label: "成人票数量" },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LimitedStock: Story = { args: { max: 2 } };
