import { wholeYear } from "@wenlv/contract/opening-hours";
import type { OpeningSeason } from "./schema/index";

const WEEKDAYS_ZH = ["一", "二", "三", "四", "五", "六", "日"] as const;

/** "3月1日" of "03-01". */
function monthDayZh(md: string): string {
  return `${Number(md.slice(0, 2))}月${Number(md.slice(3))}日`;
}

/**
 * The Chinese summary of a spot's opening hours, as the wire's `opening_hours` carries it:
 * "07:30-17:30（17:00停止入园）（3月1日-11月15日）；07:30-17:00（11月16日-2月29日）；周一闭馆".
 * `hours` are the seed's seasons (Asia/Shanghai wall clock), `closedWeekdays` ISO weekdays
 * (1 = Monday), `noteZh` a remark appended as is. The pages format the structured hours themselves
 * in the visitor's language; this text is for clients that read the old field.
 */
export function openingHoursZh(hours: readonly OpeningSeason[], closedWeekdays: readonly number[], noteZh = ""): string {
  const parts = hours.map((s) => {
    const time = s.allDay ? "全天开放" : `${s.open}-${s.close}${s.lastEntry ? `（${s.lastEntry}停止入园）` : ""}`;
    return wholeYear(s) ? time : `${time}（${monthDayZh(s.from)}-${monthDayZh(s.to)}）`;
  });
  if (closedWeekdays.length > 0) parts.push(`${[...closedWeekdays].sort().map((d) => `周${WEEKDAYS_ZH[d - 1]}`).join("、")}闭馆`);
  if (noteZh) parts.push(noteZh);
  return parts.join("；");
}
