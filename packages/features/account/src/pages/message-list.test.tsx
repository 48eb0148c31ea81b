import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeApi, ok, renderAt } from "@wenlv/app-kit/testing";
import type { UserNoticeList, WaitlistEntry, WaitlistList } from "@wenlv/contract/waitlist";
import { describe, expect, it } from "vitest";
import { MessageListPage } from "./message-list";

const notices: UserNoticeList = {
  unread: 1,
  list: [
    { id: 2, kind: "waitlist-offer", title: "候补成功，请尽快支付", body: "平江客栈 豪华大床房 已为您保留，请在12月01日 10:15前完成支付", link: "/OrderPay?order_no=H1", created_at: "2026-12-01T02:00:00.000Z", read: false },
    { id: 1, kind: "waitlist-offer", title: "候补成功，请尽快支付", body: "拙政园 成人票", link: "", created_at: "2026-11-30T02:00:00.000Z", read: true },
  ],
};

const entry = (over: Partial<WaitlistEntry>): WaitlistEntry => ({
  id: 1,
  type: "hotel",
  title: "平江客栈",
  sku_name: "豪华大床房",
  first_day: "2026-12-11",
  last_day: "2026-12-12",
  slot: "night",
  quantity: 1,
  status: "waiting",
  position: 2,
  order_no: null,
  expires_at: null,
  created_at: "2026-12-01T01:00:00.000Z",
  ...over,
});
const waitlist: WaitlistList = {
  list: [entry({ id: 3, type: "ticket", title: "拙政园", sku_name: "成人票", first_day: "2026-12-05", last_day: "2026-12-05", slot: "09:00-11:00", quantity: 2, status: "offered", position: 0, order_no: "T9", expires_at: "2026-12-01T02:15:00.000Z" }),
    entry({}),
    entry({ id: 4, type: "movie", title: "封神第二部", sku_name: "普通座", first_day: "2026-12-03", last_day: "2026-12-03", slot: "19:30|WANDA-CHANGSHU-2", quantity: 2, position: 1 }),
    entry({ id: 5, status: "expired", position: 0 }),
  ],
};

describe("MessageListPage", () => {
  it("lists the notices newest first, marks the unread one, and links an offer to its payment", async () => {
    fakeApi({ "/api/notice/list": ok(notices) });
    renderAt(<MessageListPage />, "/MessageList");
    const list = await screen.findByRole("list", { name: "通知" });
    const items = within(list).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("未读候补成功，请尽快支付");
    expect(items[0]).toHaveTextContent("2026-12-01 10:00");
    expect(within(items[0]!).getByRole("link", { name: "查看" })).toHaveAttribute("href", "/OrderPay?order_no=H1");
    expect(items[1]).not.toHaveTextContent("未读");
    expect(within(items[1]!).queryByRole("link")).toBeNull();
  });

  it("shows the waiting-list entries with their state, pays an offered one and leaves a waiting one", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const fake = fakeApi({ "/api/notice/list": ok(notices), "/api/waitlist/mine": ok(waitlist), "/api/waitlist/leave": ok(null) });
    renderAt(<MessageListPage />, "/MessageList");
    await user.click(await screen.findByRole("tab", { name: "我的候补" }));
    const list = await screen.findByRole("list", { name: "我的候补" });
    const [offered, waiting, film, expired] = within(list).getAllByRole("listitem");
    expect(offered).toHaveTextContent("候补成功，待支付");
    expect(offered).toHaveTextContent("成人票 · 2026-12-05 09:00-11:00 · 2张");
    expect(within(offered!).getByRole("link", { name: "去支付（2026-12-01 10:15前）" })).toHaveAttribute("href", "/OrderPay?order_no=T9");
    expect(waiting).toHaveTextContent("豪华大床房 · 2026-12-11 至 2026-12-12 · 1间");
    expect(waiting).toHaveTextContent("排第2位");
    // A showtime's stock slot shows its start only.
    expect(film).toHaveTextContent("普通座 · 2026-12-03 19:30 · 2张");
    expect(film).not.toHaveTextContent("WANDA");
    expect(expired).toHaveTextContent("已过期，候补未成功");
    expect(within(expired!).queryByRole("button", { name: "取消候补" })).toBeNull();
    await user.click(within(waiting!).getByRole("button", { name: "取消候补" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "取消候补" }));
    await waitFor(() => expect(fake.callsTo("/api/waitlist/leave")).toHaveLength(1));
    expect(fake.callsTo("/api/waitlist/leave")[0]!.fields.get("entry_id")).toBe("1");
  });

  it("says what the lists are for when they are empty", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    fakeApi({ "/api/notice/list": ok({ list: [], unread: 0 }), "/api/waitlist/mine": ok({ list: [] }) });
    renderAt(<MessageListPage />, "/MessageList");
    expect(await screen.findByText("候补成功等提醒会出现在这里")).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "我的候补" }));
    expect(await screen.findByText("门票、酒店、线路、演出或电影售罄时，可在预订页加入候补")).toBeInTheDocument();
  });
});
