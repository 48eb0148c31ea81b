import { useSafeNavigate } from "@wenlv/app-kit";
import type { PerformDetail, PerformSession } from "@wenlv/contract/performances";
import { localized } from "@wenlv/i18n";
import { EmptyState, ErrorState, ListSkeleton } from "@wenlv/ui";
import { CapsuleRow } from "@wenlv/ui/capsule-row";
import { positiveId } from "@wenlv/validation/ids";
import { Button } from "antd-mobile";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { usePerformSessionsQuery } from "../api";
import { sessionQuery } from "../choice";
import { useDayLabel } from "../components/labels";
import { ShowFrame } from "../components/show-frame";
import { usePerformancesT } from "../i18n";
import { sessionOnSale, sessionsByDay, sessionWaitlisted } from "../sessions";

/**
 * One session button: its start and places left; sold out, 售罄 · 可候补 when `waitlist` (its
 * zones' waiting lists are joined from /PerformCheck, general admission or a seated hall), else
 * 已售罄 and disabled.
 */
function SessionButton({ session, dayText, waitlist, onPick }: { session: PerformSession; dayText: string; waitlist: boolean; onPick: (session: PerformSession) => void }) {
  const { t } = usePerformancesT();
  const state = session.bookable ? t("date.left", { count: session.remaining }) : waitlist ? t("date.soldOutWaitlist") : t("date.soldOut");
  return (
    <li>
      <Button
        className="wl-perform-session"
        disabled={!session.bookable && !waitlist}
        aria-label={t("date.sessionLabel", { day: dayText, time: session.slot, state })}
        onClick={() => onPick(session)}
      >
        <span className="wl-perform-session__inner">
          <strong>{t("date.starts", { time: session.slot })}</strong>
          <span className={session.bookable ? "wl-perform-session__left" : waitlist ? "wl-perform-session__waitlist" : "wl-perform-session__soldout"}>{state}</span>
        </span>
      </Button>
    </li>
  );
}

/**
 * The sessions of a loaded show from /api/perform/sessions (refetched on every visit: places move),
 * by day: a row of days, then the chosen day's sessions with places left; a sold-out session (general
 * admission or a seated hall) is marked 售罄 · 可候补 and leads on to its zones for the waiting list
 * (`sessionWaitlisted`, decision 035), and a session whose online sale has closed (the show's
 * `sale_cutoff_minutes` before it starts) is never offered. The chosen day stays in the URL (`day`).
 */
function SessionPicker({ show }: { show: PerformDetail }) {
  const { t, i18n } = usePerformancesT();
  const navigate = useSafeNavigate();
  const dayLabel = useDayLabel();
  const [params, setParams] = useSearchParams();
  const [now] = useState(() => Date.now());
  const query = usePerformSessionsQuery(show.id, { refetchOnMountOrArgChange: true });
  if (query.isLoading) return <ListSkeleton rows={3} />;
  if (query.isError || !query.data) return <ErrorState message={t("date.failed")} onRetry={() => void query.refetch()} />;
  const days = sessionsByDay(query.data.sessions.filter((s) => sessionOnSale(s, now, show.sale_cutoff_minutes)));
  if (days.length === 0) return <EmptyState description={t("date.none")} actionText={t("date.backDetail")} onAction={() => navigate(`/PerformDetail?id=${show.id}`, { replace: true })} />;
  const wanted = params.get("day");
  const current = days.find((d) => d.day === wanted) ?? days.find((d) => d.sessions.some((s) => s.bookable)) ?? days[0]!;
  const options = days.map((d) => {
    const soldOut = d.sessions.every((s) => !s.bookable);
    const label = soldOut ? `${dayLabel(d.day)} ${t("date.soldOut")}` : dayLabel(d.day);
    return { value: d.day, label };
  });
  const pick = (session: PerformSession) => navigate(`/PerformCheck?${sessionQuery({ showId: show.id, day: session.day, slot: session.slot })}`);
  return (
    <>
      <section className="wl-detail-card">
        <h2>{localized(show.name, show.name_en, i18n.language)}</h2>
        <p className="wl-perform-meta">{t("detail.hall", { venue: localized(show.venue.name, show.venue.name_en, i18n.language), hall: localized(show.hall.name, show.hall.name_en, i18n.language) })}</p>
      </section>
      <CapsuleRow<string> label={t("date.days")} options={options} value={current.day} onChange={(day) => setParams(`id=${show.id}&day=${day}`, { replace: true })} />
      <section className="wl-detail-card" aria-labelledby="wl-perform-sessions">
        <h2 id="wl-perform-sessions">{t("date.sessions")}</h2>
        <ul className="wl-perform-sessions">
          {current.sessions.map((session) => (
            <SessionButton key={session.slot} session={session} dayText={dayLabel(session.day)} waitlist={sessionWaitlisted(session)} onPick={pick} />
          ))}
        </ul>
      </section>
    </>
  );
}

/** /PerformDate?id=&day= (login required): the show's sessions by date, each leading to /PerformCheck?id=&day=&slot=. */
export function PerformDatePage() {
  const { t } = usePerformancesT();
  const [params] = useSearchParams();
  return (
    <ShowFrame title={t("titles.date")} showId={positiveId(params.get("id"))}>
      {(show) => <SessionPicker show={show} />}
    </ShowFrame>
  );
}
