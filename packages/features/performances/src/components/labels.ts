import { weekdayOf } from "@wenlv/validation/days";
import { usePerformancesT } from "../i18n";

/** "12月5日 周六" / "Sat, 12/5": a Shanghai day ("YYYY-MM-DD") as the show screens label it. */
export function useDayLabel(): (day: string) => string {
  const { t } = usePerformancesT();
  return (day) => {
    const weekdays = t("weekdays", { returnObjects: true }) as string[];
    return t("dayLabel", { month: Number(day.slice(5, 7)), day: Number(day.slice(8, 10)), weekday: weekdays[weekdayOf(day)] });
  };
}

/** "12月5日" / "12/5": a Shanghai day without its weekday (list date ranges). */
export function useShortDay(): (day: string) => string {
  const { t } = usePerformancesT();
  return (day) => t("shortDay", { month: Number(day.slice(5, 7)), day: Number(day.slice(8, 10)) });
}
