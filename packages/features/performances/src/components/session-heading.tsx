import type { PerformDetail } from "@wenlv/contract/performances";
import { localized } from "@wenlv/i18n";
import { Link } from "react-router-dom";
import type { SessionRef } from "../choice";
import { usePerformancesT } from "../i18n";
import { useDayLabel } from "./labels";

export type SessionHeadingProps = {
  show: PerformDetail;
  session: SessionRef;
  /** Offer 更换场次 (back to /PerformDate on the session's day). */
  changeable?: boolean;
};

/** The show, its venue and hall, and the session ("12月5日 周六 19:00"), with 更换场次 when `changeable`. */
export function SessionHeading({ show, session, changeable = false }: SessionHeadingProps) {
  const { t, i18n } = usePerformancesT();
  const dayLabel = useDayLabel();
  const lang = i18n.language;
  return (
    <section className="wl-detail-card">
      <h2>{localized(show.name, show.name_en, lang)}</h2>
      <p className="wl-perform-meta">{t("detail.hall", { venue: localized(show.venue.name, show.venue.name_en, lang), hall: localized(show.hall.name, show.hall.name_en, lang) })}</p>
      <p className="wl-perform-meta">
        <strong>{t("order.sessionValue", { day: dayLabel(session.day), time: session.slot })}</strong>
        {changeable ? (
          <>
            {" · "}
            <Link to={`/PerformDate?id=${show.id}&day=${session.day}`} replace>
              {t("check.changeSession")}
            </Link>
          </>
        ) : null}
      </p>
    </section>
  );
}
