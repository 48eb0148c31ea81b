import type { Meta, StoryObj } from "@storybook/react-vite";
import { ORDER_STATUSES, PRODUCT_STATUSES, orderStatusLabel, productStatusLabel } from "@wenlv/contract/status";
import { StatusTag } from "./status-tag";
import { statusTone } from "./status-tone";

const meta = {
  title: "ui/StatusTag",
  component: StatusTag,
  args: { label: "待出行", tone: "primary" },
} satisfies Meta<typeof StatusTag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Success: Story = { args: { label: "已完成", tone: "success" } };
export const Warning: Story = { args: { label: "待支付", tone: "warning" } };
export const Danger: Story = { args: { label: "退票中", tone: "danger" } };
export const Muted: Story = { args: { label: "已取消", tone: "muted" } };

/** Every ticket order status with its spec section 4 label. */
export const TicketOrderStatuses: Story = {
  render: () => (
    <div style={{ display: "flex", flexWrap: "wrap", gap: 8 }}>
      {ORDER_STATUSES.map((status) => (
        <StatusTag key={status} label={orderStatusLabel({ status, type: "ticket", product_status: "WAIT_USE" })} tone={statusTone(status)} />
      ))}
    </div>
  ),
};

/** Every product status with its label for a ticket. */
export const ProductStatuses: Story = {
  render: () => (
    <div style={{ display: "flex", flexWrap: "wrap", gap: 8 }}>
      {PRODUCT_STATUSES.map((status) => (
        <StatusTag key={status} label={productStatusLabel(status, "ticket")} tone={statusTone(status)} />
      ))}
    </div>
  ),
};
