import type { Meta, StoryObj } from "@storybook/react-vite";
import { QrTicket } from "./qr-ticket";

const meta = {
  title: "ui/QrTicket",
  component: QrTicket,
  args: { code: "WL20250501A7K3Q9", travellerName: "张三", travellerIdMasked: "3205**********1234", qrStatus: 0 },
} satisfies Meta<typeof QrTicket>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unused: Story = {};
export const Used: Story = { args: { qrStatus: 1 } };
export const Expired: Story = { args: { qrStatus: 2 } };
export const Cancelled: Story = { args: { qrStatus: 3 } };

export const TwoTravellers: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 12, background: "var(--wl-page-bg)", padding: 12 }}>
      <QrTicket code="WL20250501A7K3Q9" travellerName="张三" travellerIdMasked="3205**********1234" qrStatus={0} />
      <QrTicket code="WL20250501B2M8X4" travellerName="李四" travellerIdMasked="E1****678" qrStatus={1} />
    </div>
  ),
};
