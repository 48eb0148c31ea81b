import type { LineListItem } from "@wenlv/contract/lines";
import { useLinesT } from "./i18n";

/**
 * Groups ISO weekdays (1 = Monday ... 7 = Sunday) into runs of consecutive days, in week order:
 * [2,3,4,5,6,7] -> [[2,3,4,5,6,7]], [1,3,5] -> [[1],[3],[5]]. Duplicates and values outside 1-7
 * are dropped. Runs do not wrap from Sunday to Monday (the week reads Monday first, as the
 * calendars do).
 */
export function weekdayRuns(weekdays: readonly number[]): number[][] {
  const days = [...new Set(weekdays)].filter((d) => Number.isInteger(d) && d >= 1 && d <= 7).sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const day of days) {
    const last = runs.at(-1);
    if (last && last.at(-1) === day - 1) last.push(day);
    else runs.push([day]);
  }
  return runs;
}

/**
 * The texts every line screen shows about a line, in the page language: its duration ("约9小时" for
 * a one-day or night tour, "2天1晚" for a boutique line), the weekdays it departs ("每天发团",
 * "周二至周日发团", "周五、周六发团") and its season ("4月1日至10月31日期间发团"; "" all year).
 */
export function useLineFacts() {
  const { t } = useLinesT();
  const names = t("facts.weekdayNames", { returnObjects: true }) as unknown as string[];
  const weekdayName = (iso: number) => names[iso % 7] ?? "";
  const monthDay = (mmdd: string) => t("facts.monthDay", { month: Number(mmdd.slice(0, 2)), day: Number(mmdd.slice(3, 5)) });
  return {
    duration: (line: Pick<LineListItem, "days" | "duration_hours">) =>
      line.duration_hours !== null ? t("facts.hours", { hours: line.duration_hours }) : t("facts.days", { days: line.days, nights: Math.max(0, line.days - 1) }),
    departs: (weekdays: readonly number[]) => {
      const runs = weekdayRuns(weekdays);
      if (runs.length === 1 && runs[0]!.length === 7) return t("facts.daily");
      const parts = runs.flatMap((run) => (run.length >= 3 ? [t("facts.weekdayRange", { from: weekdayName(run[0]!), to: weekdayName(run.at(-1)!) })] : run.map(weekdayName)));
      return t("facts.weekdays", { days: parts.join(t("facts.separator")) });
    },
    season: (season: LineListItem["season"]) => (season ? t("facts.season", { from: monthDay(season.from), to: monthDay(season.to) }) : ""),
  };
}
