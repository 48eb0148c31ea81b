import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { EmptyState } from "./empty-state";

const meta = {
  title: "ui/EmptyState",
  component: EmptyState,
  args: { description: "还没有订单，去首页看看苏州的园林和古镇吧", actionText: "去首页", onAction: fn() },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {};
export const DescriptionOnly: Story = { args: { description: "该区域暂无景区，换个区域看看", actionText: undefined, onAction: undefined } };
export const CustomTitle: Story = { args: { title: "暂无常用出行人", description: "添加出行人后，购票时可一键选择", actionText: "添加出行人" } };
export const FullPage: Story = { args: { fullPage: true } };
