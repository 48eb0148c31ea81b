import { getApiClientConfig, TOAST_DURATION_MS } from "@wenlv/api-client";
import { MAX_HOTEL_NIGHTS } from "@wenlv/contract/orders";
import { dateOfDay, dayOfDate, pressOnKey, useNamedCalendarBody } from "@wenlv/ui/calendar";
import { CalendarPicker, ConfigProvider } from "antd-mobile";
import enUS from "antd-mobile/es/locales/en-US";
import { useHotelsT } from "../i18n";
import { checkOutAllowed } from "../stay";

export type StayCalendarProps = {
  visible: boolean;
  /** Today in Shanghai ("YYYY-MM-DD"): the first night that can be booked. */
  today: string;
  /** The latest check-out day: the morning after the sales window's last night. */
  lastCheckOut: string;
  checkIn: string;
  checkOut: string;
  /** Called with a confirmed stay (check-out after check-in, at most MAX_HOTEL_NIGHTS nights, in the window). */
  onChange: (checkIn: string, checkOut: string) => void;
  onClose: () => void;
};

/**
 * The stay calendar (antd-mobile CalendarPicker in range mode, weeks from Monday): tap the
 * check-in day, then the check-out day; days before today and after the window are disabled, the
 * ends are marked 入住 / 离店, and a range of 0 or more than MAX_HOTEL_NIGHTS nights is not taken
 * (a toast says why). Each day is a keyboard button as on the ticket price calendar.
 */
export function StayCalendar({ visible, today, lastCheckOut, checkIn, checkOut, onChange, onClose }: StayCalendarProps) {
  const { t, i18n } = useHotelsT();
  const title = t("stay.calendarTitle");
  const namedBody = useNamedCalendarBody(title);
  const picker = (
    <CalendarPicker
      visible={visible}
      selectionMode="range"
      weekStartsOn="Monday"
      allowClear={false}
      title={title}
      confirmText={t("stay.calendarConfirm")}
      min={dateOfDay(today)}
      max={dateOfDay(lastCheckOut)}
      defaultValue={[dateOfDay(checkIn), dateOfDay(checkOut)]}
      renderTop={(date) => {
        const day = dayOfDate(date);
        if (day === checkIn) return t("stay.checkInMark");
        if (day === checkOut) return t("stay.checkOutMark");
        return day === today ? t("stay.today") : null;
      }}
      renderDate={(date) => (
        <span ref={namedBody} data-day={dayOfDate(date)} role="button" tabIndex={0} aria-label={date.toLocaleDateString(i18n.language, { month: "long", day: "numeric", weekday: "short" })} onKeyDown={pressOnKey}>
          {date.getDate()}
        </span>
      )}
      onConfirm={(range) => {
        if (!range) return;
        const [from, to] = range.map(dayOfDate) as [string, string];
        if (!checkOutAllowed(from, to, lastCheckOut)) {
          getApiClientConfig().toast.show(t("stay.calendarHint", { max: MAX_HOTEL_NIGHTS }), TOAST_DURATION_MS);
          return;
        }
        onChange(from, to);
      }}
      onClose={onClose}
      onMaskClick={onClose}
    />
  );
  return i18n.language.startsWith("en") ? <ConfigProvider locale={enUS}>{picker}</ConfigProvider> : picker;
}
