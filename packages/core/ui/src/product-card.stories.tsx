import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { ProductCard } from "./product-card";
import { STORY_SPOTS, type StorySpot } from "./story-fixtures";

function argsOf(spot: StorySpot) {
  return { title: spot.name, subtitle: spot.area, cover: spot.cover, tags: spot.tags, aLevel: spot.aLevel, distanceM: spot.distanceM, minPriceFen: spot.minPriceFen };
}

/** The sample spot called `name`. */
function spot(name: string) {
  const found = STORY_SPOTS.find((s) => s.name === name);
  if (!found) throw new Error(`no story spot ${name}`);
  return argsOf(found);
}

const meta = {
  title: "ui/ProductCard",
  component: ProductCard,
  args: { ...spot("拙政园"), onClick: fn() },
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {};

export const UnderOneKilometre: Story = { args: spot("留园") };

export const Vertical: Story = {
  args: { ...spot("周庄古镇"), layout: "vertical" },
  decorators: [(Story) => <div style={{ width: 200 }}>{Story()}</div>],
};

export const NoLocation: Story = { args: spot("沙家浜") };

export const NoTicketsOnSale: Story = { args: spot("金鸡湖") };

/** In the bank shell: the bank's offers as labels (sample texts, decision 026). */
export const WithBankOffers: Story = { args: { ...spot("周庄古镇"), offers: ["银行卡满200减10", "银行卡支付得200积分"] } };

export const AsLink: Story = { args: { href: "/ScenicDetail?id=1" } };

export const List: Story = {
  render: (args) => (
    <div>
      {STORY_SPOTS.map((s) => (
        <ProductCard key={s.id} {...argsOf(s)} onClick={args.onClick} />
      ))}
    </div>
  ),
};
