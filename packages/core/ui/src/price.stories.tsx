import type { Meta, StoryObj } from "@storybook/react-vite";
import { Price } from "./price";

const meta = {
  title: "ui/Price",
  component: Price,
  args: { fen: 8000 },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WholeYuan: Story = {};
export const HalfYuan: Story = { args: { fen: 8050 } };
export const Cents: Story = { args: { fen: 1205 } };
export const StartingPrice: Story = { args: { fen: 8000, from: true } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: "flex", gap: 16, alignItems: "baseline" }}>
      <Price {...args} size="sm" />
      <Price {...args} size="md" />
      <Price {...args} size="lg" />
    </div>
  ),
  args: { fen: 16050 },
};
