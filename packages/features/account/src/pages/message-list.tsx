import type { UserNotice, WaitlistEntry } from "@wenlv/contract/waitlist";
import { formatShanghaiTime } from "@wenlv/validation/days";
import { ConfirmDialog, EmptyState, ErrorState, ListSkeleton, PageHeader, StatusTag } from "@wenlv/ui";
import { Button, PullToRefresh, Tabs } from "antd-mobile";
import { useState } from "react";
import { Link } from "react-router-dom";
import { useLeaveWaitlistMutation, useMyNoticesQuery, useMyWaitlistQuery } from "../notices-api";
import { useAccountT } from "../i18n";
import "@wenlv/ui/account-layout.css";
import "../components/account.css";

/** How an entry's places are counted: rooms of a stay, tickets of a slot, a show or a film, people on a tour. */
const PLACE_UNIT: Readonly<Record<string, string>> = { hotel: "rooms", ticket: "tickets", performance: "tickets", movie: "tickets", line: "people" };

/** The start an entry's slot shows: a ticket slot as it is ("09:00-11:00"), a session or showtime's stock slot without its zone or hall ("19:30|A", "19:30|WANDA-1" -> "19:30"). */
function slotText(slot: string): string {
  return slot.split("|", 1)[0] ?? slot;
}

/** The visit an entry waits for: one day, or a stay's first and last night ("2026-12-01 至 2026-12-02"). */
function entryDays(entry: WaitlistEntry, to: string): string {
  return entry.first_day === entry.last_day ? entry.first_day : `${entry.first_day} ${to} ${entry.last_day}`;
}

/** The notices, newest first; one with a link (an offer's /OrderPay) opens it. */
function NoticeList() {
  const t = useAccountT();
  const { data, isLoading, isError, refetch } = useMyNoticesQuery(undefined, { refetchOnMountOrArgChange: true });
  if (isLoading) return <ListSkeleton rows={3} />;
  if (isError || !data) return <ErrorState onRetry={() => void refetch()} />;
  if (data.list.length === 0) return <EmptyState title={t("messages.noticesEmptyTitle")} description={t("messages.noticesEmpty")} />;
  return (
    <PullToRefresh onRefresh={async () => void (await refetch())}>
      <ul className="wl-account-card wl-account-list wl-messages" aria-label={t("messages.notices")}>
        {data.list.map((notice: UserNotice) => (
          <li key={notice.id} className="wl-messages__item">
            <h2 className="wl-messages__title">
              {notice.read ? null : <span className="wl-messages__unread">{t("messages.unread")}</span>}
              {notice.title}
            </h2>
            <p className="wl-messages__body">{notice.body}</p>
            <p className="wl-messages__meta">
              <time dateTime={notice.created_at}>{formatShanghaiTime(notice.created_at)}</time>
              {notice.link ? <Link to={notice.link}>{t("messages.open")}</Link> : null}
            </p>
          </li>
        ))}
      </ul>
    </PullToRefresh>
  );
}

/** The waiting-list entries with their state; a waiting one can be left, an offered one paid. */
function WaitlistEntries() {
  const t = useAccountT();
  const { data, isLoading, isError, refetch } = useMyWaitlistQuery(undefined, { refetchOnMountOrArgChange: true });
  const [leave, leaving] = useLeaveWaitlistMutation();
  const [confirming, setConfirming] = useState<WaitlistEntry | null>(null);
  if (isLoading) return <ListSkeleton rows={3} />;
  if (isError || !data) return <ErrorState onRetry={() => void refetch()} />;
  if (data.list.length === 0) return <EmptyState title={t("messages.waitlistEmptyTitle")} description={t("messages.waitlistEmpty")} />;
  const confirmLeave = async () => {
    if (!confirming) return;
    const done = await leave(confirming.id);
    if (!("error" in done)) setConfirming(null);
  };
  return (
    <PullToRefresh onRefresh={async () => void (await refetch())}>
      <ul className="wl-account-card wl-account-list wl-messages" aria-label={t("messages.waitlist")}>
        {data.list.map((entry) => (
          <li key={entry.id} className="wl-messages__item">
            <h2 className="wl-messages__title">
              {entry.title}
              <StatusTag label={t(`messages.status.${entry.status}`)} tone={entry.status === "offered" ? "warning" : entry.status === "waiting" ? "primary" : "muted"} />
            </h2>
            <p className="wl-messages__body">
              {entry.sku_name} · {entryDays(entry, t("messages.to"))}
              {entry.type === "hotel" ? "" : ` ${slotText(entry.slot)}`} · {t(`messages.places.${PLACE_UNIT[entry.type] ?? "people"}`, { count: entry.quantity })}
            </p>
            <p className="wl-messages__meta">
              {entry.status === "waiting" ? <span>{t("messages.position", { position: entry.position })}</span> : null}
              {entry.status === "offered" && entry.order_no ? (
                <Link to={`/OrderPay?order_no=${encodeURIComponent(entry.order_no)}`}>
                  {t("messages.pay", { time: formatShanghaiTime(entry.expires_at) })}
                </Link>
              ) : null}
              {entry.status === "waiting" ? (
                <Button size="mini" fill="outline" onClick={() => setConfirming(entry)}>
                  {t("messages.leave")}
                </Button>
              ) : null}
            </p>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        visible={confirming !== null}
        title={t("messages.leave")}
        content={t("messages.leaveConfirm", { title: confirming?.title ?? "" })}
        confirmText={t("messages.leave")}
        cancelText={t("messages.keep")}
        busy={leaving.isLoading}
        onConfirm={() => void confirmLeave()}
        onCancel={() => setConfirming(null)}
      />
    </PullToRefresh>
  );
}

/**
 * /MessageList (login required; spec section 2 lists it among the lists): the user's notices
 * (a waiting-list offer with its payment deadline and a link to pay; decision 035), newest first,
 * and under 我的候补 the waiting-list entries with their state (候补中 with the place in line and
 * 取消候补, 候补成功 with 去支付 until the deadline, 已取消, 已失效). Opening the notices marks them read.
 */
export function MessageListPage() {
  const t = useAccountT();
  const [tab, setTab] = useState("notices");
  return (
    <main className="wl-account-page">
      <PageHeader title={t("title.messageList")} />
      <Tabs activeKey={tab} onChange={setTab}>
        <Tabs.Tab title={t("messages.notices")} key="notices">
          <NoticeList />
        </Tabs.Tab>
        <Tabs.Tab title={t("messages.waitlist")} key="waitlist">
          <WaitlistEntries />
        </Tabs.Tab>
      </Tabs>
    </main>
  );
}
