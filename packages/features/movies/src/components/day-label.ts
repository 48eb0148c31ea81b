import { addDays, weekdayOf } from "@wenlv/validation/days";
import { useMoviesT } from "../i18n";

/**
 * A function labelling a Shanghai day "YYYY-MM-DD" for the day row of /MovieCheck, relative to
 * `today` (Shanghai): "今天 11月28日", "明天 11月29日", "周一 11月30日" (English: "Today 11/28").
 */
export function useShowDayLabel(today: string): (day: string) => string {
  const { t } = useMoviesT();
  const weekdays = t("check.weekdays", { returnObjects: true }) as unknown as string[];
  return (day) => {
    const label = day === today ? t("check.today") : day === addDays(today, 1) ? t("check.tomorrow") : (weekdays[weekdayOf(day)] ?? "");
    return t("check.dayTab", { label, month: Number(day.slice(5, 7)), day: Number(day.slice(8, 10)) });
  };
}
