import type { LineDetail } from "@wenlv/contract/lines";
import { localized } from "@wenlv/i18n";
import type { ReactNode } from "react";
import { useLineFacts } from "../facts";
import { useLinesT } from "../i18n";

/**
 * The head of a line: its name, kind, district and duration, the meeting point with its time and
 * address, the weekdays it departs and its season, and the sample-data note.
 */
export function LineSummary({ line }: { line: LineDetail }) {
  const { t, i18n } = useLinesT();
  const facts = useLineFacts();
  const english = i18n.language.startsWith("en");
  const season = facts.season(line.season);
  const rows: [string, ReactNode][] = [
    [t("detail.duration"), facts.duration(line)],
    [
      t("detail.meeting"),
      <>
        <span>{t("detail.meetingAt", { time: line.departure.time, name: localized(line.departure.name, line.departure.name_en, i18n.language) })}</span>
        <small className="wl-line-summary__address">{localized(line.departure.address, line.departure.address_en, i18n.language)}</small>
      </>,
    ],
    [t("detail.runs"), [facts.departs(line.weekdays), season].filter(Boolean).join(" · ")],
  ];
  return (
    <section className="wl-detail-card">
      <h2 className="wl-line-summary__name">{localized(line.name, line.name_en, i18n.language)}</h2>
      <p className="wl-line-summary__meta">
        {english ? line.kind_name_en : line.kind_name} · {english ? line.area_name_en : line.area_name}
      </p>
      <dl className="wl-line-rows">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {line.sample ? <span className="wl-line-sample">{t("sample")}</span> : null}
    </section>
  );
}
