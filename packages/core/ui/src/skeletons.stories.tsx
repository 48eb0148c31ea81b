import type { Meta, StoryObj } from "@storybook/react-vite";
import { DetailSkeleton, ListSkeleton } from "./skeletons";

const meta = {
  title: "ui/Skeletons",
  component: ListSkeleton,
} satisfies Meta<typeof ListSkeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = { args: { rows: 4 } };
export const Detail: Story = { render: () => <DetailSkeleton /> };
