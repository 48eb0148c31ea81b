import type { Meta, StoryObj } from "@storybook/react-vite";
import { storyCover } from "./story-fixtures";
import { UserAvatar } from "./user-avatar";

const meta = {
  title: "ui/UserAvatar",
  component: UserAvatar,
  args: { src: "", name: "小苏", alt: "小苏的头像" },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, background: "var(--adm-color-primary)" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UserAvatar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No image: the nickname's first character on white. */
export const Initial: Story = {};
export const Latin: Story = { args: { name: "alice", alt: "alice的头像" } };
export const WithImage: Story = { args: { src: storyCover("苏", 180) } };
