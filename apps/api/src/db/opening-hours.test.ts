import { describe, expect, it } from "vitest";
import { openingHoursZh } from "./opening-hours";

describe("openingHoursZh", () => {
  it("writes seasons with their dates, last entry and weekly closures", () => {
    expect(
      openingHoursZh(
        [
          { from: "03-01", to: "11-15", open: "07:30", close: "17:30", lastEntry: "17:00" },
          { from: "11-16", to: "02-29", open: "07:30", close: "17:00" },
        ],
        [1],
      ),
    ).toBe("07:30-17:30（17:00停止入园）（3月1日-11月15日）；07:30-17:00（11月16日-2月29日）；周一闭馆");
  });

  it("leaves out the dates of a whole-year season and appends the note", () => {
    expect(openingHoursZh([{ from: "01-01", to: "12-31", allDay: true }], [], "节假日延时")).toBe("全天开放；节假日延时");
    expect(openingHoursZh([{ from: "04-01", to: "03-31", open: "09:00", close: "17:00" }], [2, 1])).toBe("09:00-17:00；周一、周二闭馆");
  });
});
