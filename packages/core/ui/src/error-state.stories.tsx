import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { ErrorState } from "./error-state";

const meta = {
  title: "ui/ErrorState",
  component: ErrorState,
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NetworkBusy: Story = {};
export const ServerMessage: Story = { args: { message: "该景区今日门票已售罄" } };
export const FullPage: Story = { args: { fullPage: true } };
