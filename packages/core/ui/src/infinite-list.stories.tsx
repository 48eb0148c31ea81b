import type { Meta, StoryObj } from "@storybook/react-vite";
import { useCallback, useRef, useState } from "react";
import { EmptyState } from "./empty-state";
import { InfiniteList } from "./infinite-list";
import { ProductCard } from "./product-card";
import { STORY_SPOTS, type StorySpot } from "./story-fixtures";

type Row = StorySpot & { key: string };
const PAGE_SIZE = 8;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A stand-in for an RTK Query page list: `pages` pages of the sample spots, loaded after a delay.
 * With `failPage` set, the first attempt at that page rejects so the retry footer shows.
 */
function PagedDemo({ pages, failPage }: { pages: number; failPage?: number }) {
  const [items, setItems] = useState<Row[]>(() => page(1));
  const [loaded, setLoaded] = useState(1);
  const failed = useRef(false);
  const loadMore = useCallback(async () => {
    await wait(600);
    const next = loaded + 1;
    if (next === failPage && !failed.current) {
      failed.current = true;
      throw new Error("network busy");
    }
    setItems((current) => [...current, ...page(next)]);
    setLoaded(next);
  }, [loaded, failPage]);
  const onRefresh = useCallback(async () => {
    await wait(600);
    setItems(page(1));
    setLoaded(1);
  }, []);
  return (
    <InfiniteList<Row>
      items={items}
      hasMore={loaded < pages}
      loadMore={loadMore}
      onRefresh={onRefresh}
      getKey={(row) => row.key}
      renderItem={(row) => (
        <ProductCard title={row.name} subtitle={row.area} cover={row.cover} tags={row.tags} aLevel={row.aLevel} distanceM={row.distanceM} minPriceFen={row.minPriceFen} href="#" />
      )}
      empty={<EmptyState description="该区域暂无景区，换个区域看看" />}
    />
  );
}

function page(n: number): Row[] {
  return STORY_SPOTS.slice(0, PAGE_SIZE).map((spot) => ({ ...spot, key: `${n}-${spot.id}` }));
}

const noop = () => Promise.resolve();

const meta = {
  title: "ui/InfiniteList",
  component: PagedDemo,
  args: { pages: 3 },
} satisfies Meta<typeof PagedDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Paged: Story = {};

export const PageFailsOnce: Story = { args: { pages: 3, failPage: 2 } };

export const FirstPageLoading: Story = {
  render: () => (
    <InfiniteList<Row> items={[]} hasMore loading loadMore={noop} onRefresh={noop} getKey={(r) => r.key} renderItem={(r) => r.name} empty={null} />
  ),
};

export const FirstPageFailed: Story = {
  render: () => (
    <InfiniteList<Row>
      items={[]}
      hasMore
      error
      onRetry={() => {}}
      loadMore={noop}
      onRefresh={noop}
      getKey={(r) => r.key}
      renderItem={(r) => r.name}
      empty={null}
    />
  ),
};

export const Empty: Story = {
  render: () => (
    <InfiniteList<Row>
      items={[]}
      hasMore={false}
      loadMore={noop}
      onRefresh={noop}
      getKey={(r) => r.key}
      renderItem={(r) => r.name}
      empty={<EmptyState description="该区域暂无景区，换个区域看看" actionText="查看全部景区" onAction={() => {}} />}
    />
  ),
};
