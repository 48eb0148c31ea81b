import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { PageHeader } from "./page-header";

const meta = {
  title: "ui/PageHeader",
  component: PageHeader,
  args: { title: "景区详情", onBack: fn() },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithBack: Story = {};

export const WithRightSlot: Story = {
  args: {
    title: "我的订单",
    right: (
      <button type="button" style={{ minHeight: 44, minWidth: 44, border: 0, background: "transparent", fontSize: 15 }}>
        筛选
      </button>
    ),
  },
};

export const TabPage: Story = { args: { title: "我的", showBack: false } };

export const LongTitle: Story = { args: { title: "苏州园林（拙政园、留园、网师园、环秀山庄）联票预订须知" } };
